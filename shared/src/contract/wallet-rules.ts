// Browser-safe rules of the wallet (no schema library here): the withdraw page checks an amount
// with them before the confirmation, and the API answers with the same words.

/** Thai refusals of a withdrawal the page gives before sending and the API after, word for word. */
export const withdrawMessages = {
  /** More than `withdrawable`: the API's INSUFFICIENT_BALANCE. */
  overWithdrawable: 'ยอดเงินที่ถอนได้ไม่พอ',
} as const;
