import { useCallback } from 'react';
import { Loaded, routeTitle, useLoad } from '@member-site/shared';
import { fetchWheel } from '../api/wheel';
import { LuckyWheel, type WheelProps } from './LuckyWheel';
import '../../../components/common.css';

export function LuckyWheelPanel({ api, session }: WheelProps) {
  const load = useCallback(() => fetchWheel(api), [api]);
  const [wheel, retry] = useLoad(load);
  return (
    <div className="mg-page">
      <h1>{routeTitle('luckywheel')}</h1>
      <Loaded state={wheel} retry={retry}>
        {(data) => <LuckyWheel api={api} session={session} wheel={data} />}
      </Loaded>
    </div>
  );
}
