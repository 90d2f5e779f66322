import type { FastifyInstance } from 'fastify';
import { transaction, type Db } from '../base/db';
import type { PromotionRule } from '../promotions/rules';
import { overDepositLimit } from '../limits/store';
import { creditDeposit, depositsOlderThan, findDeposit } from '../wallet/deposits';

// Demo only (npm start): plays the member's bank, so a PromptPay request turns credited a few
// seconds after it was made. config.ts refuses it unless the API listens on loopback.

export function startDemoAutoCredit(
  app: FastifyInstance,
  options: { db: Db; afterSeconds: number; now: () => number; promotions: readonly PromotionRule[] },
): void {
  const { db } = options;
  const tick = async (): Promise<void> => {
    const nowSeconds = Math.floor(options.now() / 1000);
    try {
      for (const id of await depositsOlderThan(db, options.afterSeconds, nowSeconds)) {
        // Each request is looked at again and credited in one transaction: the member may have
        // cancelled it, or another deposit used up their limit, since the list was read.
        await transaction(db, async (tx) => {
          const row = await findDeposit(tx, id);
          if (!row || row.status !== 'pending') return;
          // As the statement feed it stands for: a request over the member's deposit limit is left to the operator.
          if (await overDepositLimit(tx, row.member_id, row.amount_satang, nowSeconds)) return;
          await creditDeposit(tx, id, nowSeconds, options.promotions);
        });
      }
    } catch (error) {
      app.log.error({ err: error }, '[api] E8 the demo auto-credit failed');
    }
  };
  // One tick at a time: a slow one is not overtaken by the next, and closing waits for it.
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = null;
    });
  }, 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
