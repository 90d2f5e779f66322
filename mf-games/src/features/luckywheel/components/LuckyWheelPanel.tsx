import { useCallback } from 'react';
import { Loaded } from '../../common/components/Loaded';
import { useLoad } from '../../common/hooks/useLoad';
import { fetchWheel } from '../api/wheel';
import { wheelTexts } from '../texts';
import { LuckyWheel, type WheelProps } from './LuckyWheel';
import '../../common/components/common.css';

export function LuckyWheelPanel({ api, session }: WheelProps) {
  const load = useCallback(() => fetchWheel(api), [api]);
  const [wheel, retry] = useLoad(load);
  return (
    <div className="mg-page">
      <h1>{wheelTexts.title}</h1>
      <Loaded state={wheel} retry={retry}>
        {(data) => <LuckyWheel api={api} session={session} wheel={data} />}
      </Loaded>
    </div>
  );
}
