import type { FastifyInstance } from 'fastify';
import type { Db } from '../base/db';
import type { PromotionRule } from '../promotions/rules';
import { overDepositLimit } from '../limits/store';
import { creditDeposit, depositsOlderThan, findDeposit } from '../wallet/deposits';

// Demo only (npm start): plays the member's bank, so a PromptPay request turns credited a few
// seconds after it was made. config.ts refuses it unless the API listens on loopback.

export function startDemoAutoCredit(
  app: FastifyInstance,
  options: { db: Db; afterSeconds: number; now: () => number; promotions: readonly PromotionRule[] },
): void {
  const tick = (): void => {
    const nowSeconds = Math.floor(options.now() / 1000);
    try {
      for (const id of depositsOlderThan(options.db, options.afterSeconds, nowSeconds)) {
        // As the statement feed it stands for: a request over the member's deposit limit is left to the operator.
        const row = findDeposit(options.db, id);
        if (row && overDepositLimit(options.db, row.member_id, row.amount_satang, nowSeconds)) continue;
        creditDeposit(options.db, id, nowSeconds, options.promotions);
      }
    } catch (error) {
      app.log.error({ err: error }, '[api] E8 the demo auto-credit failed');
    }
  };
  const timer = setInterval(tick, 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
