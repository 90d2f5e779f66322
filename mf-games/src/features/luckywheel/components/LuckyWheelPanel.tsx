import { useCallback } from 'react';
import type { PageProps } from '@member-site/shared';
import { Loaded } from '../../common/components/Loaded';
import { useLoad } from '../../common/hooks/useLoad';
import { fetchWheel } from '../api/wheel';
import { wheelTexts } from '../texts';
import { LuckyWheel } from './LuckyWheel';
import '../../common/components/common.css';

export function LuckyWheelPanel({ api }: Pick<PageProps, 'api'>) {
  const load = useCallback(() => fetchWheel(api), [api]);
  const [wheel, retry] = useLoad(load);
  return (
    <div className="mg-page">
      <h1>{wheelTexts.title}</h1>
      <Loaded state={wheel} retry={retry}>
        {(data) => <LuckyWheel api={api} wheel={data} />}
      </Loaded>
    </div>
  );
}
