import { useCallback } from 'react';
import { Loaded, useApi, useLoad, PageHeader } from '@member-site/shared';
import { fetchWheel } from '../api/wheel';
import { LuckyWheel } from './LuckyWheel';
import '../../../components/common.css';

export function LuckyWheelPanel() {
  const api = useApi();
  const load = useCallback(() => fetchWheel(api), [api]);
  const [wheel, retry] = useLoad(load);
  return (
    <div className="ms-page ms-page--wide">
      <PageHeader name="luckywheel" />
      <Loaded state={wheel} retry={retry}>
        {(data) => <LuckyWheel wheel={data} />}
      </Loaded>
    </div>
  );
}
