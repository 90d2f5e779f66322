import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AmountInput, apiErrorCodes } from '@member-site/shared/contract';
import { Type } from 'typebox';
import { findMemberByUsername } from '../member/store';
import type { Db } from '../base/db';
import { ApiHttpError, badRequest, errorMessages } from '../base/errors';
import { parseAmountInput } from '../base/money';
import type { WalletSettings } from './settings';
import type { DemoSlipVerifier, SlipAccount } from './slip-verifier';
import { demoTransRefPattern } from './slip-verifier';

// Browser tests tell the demo bank about a transfer, then upload its slip. Registered only with
// API_ENABLE_TEST_ROUTES=1 and the demo verifier: unauthenticated by design.

export const slipTestPath = '/api/test/slips';

export interface SlipTestRoutesOptions {
  db: Db;
  verifier: DemoSlipVerifier;
  settings: WalletSettings;
  now: () => number;
}

const Account = Type.Object(
  { bankCode: Type.String({ minLength: 1, maxLength: 16 }), accountNumber: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);

const slipSchema = {
  body: Type.Object(
    {
      transRef: Type.String({ pattern: demoTransRefPattern.source }),
      amount: AmountInput,
      /** The sender is this member's registered account, unless `sender` is given. */
      username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      sender: Type.Optional(Account),
      /** Default: the site's first account. */
      receiver: Type.Optional(Account),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ payload: Type.String() }) },
};

export const slipTestRoutes: FastifyPluginAsyncTypebox<SlipTestRoutesOptions> = async (app, { db, verifier, settings, now }) => {
  app.post(slipTestPath, { schema: slipSchema }, async (request) => {
    const { transRef, amount, username, sender, receiver } = request.body;
    const amountSatang = parseAmountInput(amount);
    if (amountSatang === null) throw badRequest('amount');
    let from: SlipAccount | undefined = sender;
    if (!from) {
      const member = username ? await findMemberByUsername(db, username) : undefined;
      if (!member?.bank_code || !member.bank_account) throw new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.memberNotFound);
      from = { bankCode: member.bank_code, accountNumber: member.bank_account };
    }
    const site = settings.siteAccounts[0];
    const to = receiver ?? (site ? { bankCode: site.bankCode, accountNumber: site.accountNumber } : undefined);
    if (!to) throw badRequest('receiver');
    const payload = verifier.add({ transRef, amountSatang, senderAccount: from, receiverAccount: to, sentAt: Math.floor(now() / 1000) });
    return { payload };
  });
};
