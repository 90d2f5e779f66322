import type { StatementBank, StatementLineResult } from '@member-site/shared/staff';

/** Thai texts of the statements page. */
export const statementTexts = {
  intro: 'รายการโอนเข้าบัญชีของเว็บจากรายการเดินบัญชีธนาคาร ผ่านการจับคู่สมาชิกแบบเดียวกับระบบอัตโนมัติ รายการเดิมจะไม่ถูกเติมซ้ำ นำเข้าไฟล์เดิมอีกครั้งก็ไม่เปลี่ยนแปลงอะไร',
  lineTitle: 'บันทึกรายการด้วยตนเอง',
  transRef: 'เลขอ้างอิงรายการ',
  transRefInvalid: 'เลขอ้างอิงใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข - และ _ ยาว 4 ถึง 64 ตัว',
  fromBank: 'ธนาคารผู้โอน',
  fromAccount: 'เลขบัญชีผู้โอน',
  fromAccountHint: 'ตามที่ธนาคารแสดง เช่น xxx-x-x3456-x',
  fromAccountInvalid: 'เลขบัญชีผู้โอนยาว 4 ถึง 32 ตัวอักษร',
  amount: 'จำนวนเงิน (บาท)',
  amountZero: 'จำนวนเงินต้องมากกว่า 0',
  saveLine: 'บันทึกรายการ',
  importTitle: 'นำเข้าไฟล์ CSV จากธนาคาร',
  bank: 'ธนาคารของไฟล์',
  file: 'ไฟล์ CSV',
  fileHint: 'ไฟล์รายการเดินบัญชีที่ดาวน์โหลดจากธนาคาร (UTF-8 หรือภาษาไทยแบบ Windows-874)',
  fileRequired: 'กรุณาเลือกไฟล์ CSV',
  fileTooLarge: 'ไฟล์ใหญ่เกินไป กรุณาแบ่งเป็นหลายไฟล์',
  fileUnreadable: 'อ่านไฟล์ไม่ได้ กรุณาเลือกไฟล์ใหม่',
  importAction: 'นำเข้าไฟล์',
  resultTitle: (fileName: string) => `ผลการนำเข้า ${fileName}`,
  totals: {
    credited: 'เติมเงินแล้ว',
    alreadyCredited: 'เคยเติมแล้ว ไม่เติมซ้ำ',
    held: 'พักไว้ตรวจสอบ',
    skipped: 'ข้ามไป',
  },
  linesCaption: 'รายการในไฟล์และผล',
  linesEmpty: 'ไม่มีรายการเงินเข้าในไฟล์นี้',
  skippedCaption: 'แถวที่ข้ามไปและเหตุผล',
  row: 'แถว',
  outcome: 'ผล',
  reason: 'เหตุผล',
  lineResult: 'ผลการบันทึกรายการ',
  pastTitle: 'การนำเข้าที่ผ่านมา',
  pastCaption: 'ประวัติการนำเข้าไฟล์',
  pastEmpty: 'ยังไม่เคยนำเข้าไฟล์',
  importedAt: 'เวลา',
  fileName: 'ไฟล์',
  importedBy: 'ผู้นำเข้า',
} as const;

export const bankOptions: readonly { value: StatementBank; label: string }[] = [
  { value: 'kbank', label: 'ธนาคารกสิกรไทย (KBank)' },
  { value: 'scb', label: 'ธนาคารไทยพาณิชย์ (SCB)' },
];

export const outcomeLabel: Readonly<Record<StatementLineResult['outcome'], string>> = {
  credited: 'เติมเงินแล้ว',
  alreadyCredited: 'เคยเติมแล้ว ไม่เติมซ้ำ',
  held: 'พักไว้ตรวจสอบ',
};
