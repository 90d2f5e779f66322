import { useCallback } from 'react';
import { Loaded, useApi, useLoad } from '@member-site/shared';
import { fetchDepositLimits } from '../api/limits';
import { DepositLimitsForm } from './DepositLimitsForm';

/** Settings' deposit limits: loads the member's limits (with retry), then the form. */
export function DepositLimitsSection() {
  const api = useApi();
  const load = useCallback(() => fetchDepositLimits(api), [api]);
  const [limits, retry] = useLoad(load);
  return (
    <Loaded state={limits} retry={retry}>
      {(data) => <DepositLimitsForm initial={data} />}
    </Loaded>
  );
}
