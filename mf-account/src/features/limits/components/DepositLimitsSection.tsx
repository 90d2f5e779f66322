import { useCallback } from 'react';
import { Loaded, useLoad, type PageProps } from '@member-site/shared';
import { fetchDepositLimits } from '../api/limits';
import { DepositLimitsForm } from './DepositLimitsForm';

/** Settings' deposit limits: loads the member's limits (with retry), then the form. */
export function DepositLimitsSection({ api }: Pick<PageProps, 'api'>) {
  const load = useCallback(() => fetchDepositLimits(api), [api]);
  const [limits, retry] = useLoad(load);
  return (
    <Loaded state={limits} retry={retry}>
      {(data) => <DepositLimitsForm api={api} initial={data} />}
    </Loaded>
  );
}
