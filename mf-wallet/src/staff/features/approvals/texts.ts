/** Thai texts of the approvals (four eyes). */
export const approvalTexts = {
  intro: 'รายการเงินที่ต้องมีพนักงานคนที่สองอนุมัติ: การจ่ายรายการถอนยอดสูง และการปรับยอดเงินทุกครั้ง ผู้ขอไม่สามารถอนุมัติรายการของตัวเองได้',
  caption: 'รายการที่รออนุมัติ',
  decidedCaption: 'รายการที่ตัดสินแล้ว',
  empty: 'ไม่มีรายการรออนุมัติ',
  emptyDecided: 'ยังไม่มีรายการที่ตัดสินแล้ว',
  kind: 'ประเภท',
  decided: 'ตัดสินโดย',
  approve: 'อนุมัติ',
  decline: 'ไม่อนุมัติ',
  declineNote: 'เหตุผลที่ไม่อนุมัติ',
  ownRequest: 'รอผู้อนุมัติคนอื่น',
  approved: 'อนุมัติแล้ว',
  declined: 'ไม่อนุมัติแล้ว',
  statusFilter: 'สถานะ',
  kindFilter: 'ประเภท',
} as const;
