// Browser-safe constants of the register forms (no schema library here: the landing page imports them).

/** A Thai bank the member can receive withdrawals in. Codes are the API's; names are shown. */
export interface BankOption {
  code: string;
  name: string;
  /** Digits in the account number (10 for most; GSB/BAAC use 12). */
  accountDigits: number;
}

/** The banks the register forms offer (the main Thai retail banks). */
export const thaiBanks: readonly BankOption[] = [
  { code: 'KBANK', name: 'ธนาคารกสิกรไทย', accountDigits: 10 },
  { code: 'SCB', name: 'ธนาคารไทยพาณิชย์', accountDigits: 10 },
  { code: 'BBL', name: 'ธนาคารกรุงเทพ', accountDigits: 10 },
  { code: 'KTB', name: 'ธนาคารกรุงไทย', accountDigits: 10 },
  { code: 'BAY', name: 'ธนาคารกรุงศรีอยุธยา', accountDigits: 10 },
  { code: 'TTB', name: 'ธนาคารทหารไทยธนชาต', accountDigits: 10 },
  { code: 'GSB', name: 'ธนาคารออมสิน', accountDigits: 12 },
  { code: 'BAAC', name: 'ธ.ก.ส.', accountDigits: 12 },
  { code: 'KKP', name: 'ธนาคารเกียรตินาคินภัทร', accountDigits: 10 },
  { code: 'CIMBT', name: 'ธนาคารซีไอเอ็มบี ไทย', accountDigits: 10 },
  { code: 'UOBT', name: 'ธนาคารยูโอบี', accountDigits: 10 },
  { code: 'LHB', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', accountDigits: 10 },
];

/** A Thai mobile number: 10 digits starting 06, 08 or 09. It is the member's username. */
export const thaiMobilePattern = /^0[689]\d{8}$/;
