/** Thai texts of the affiliate (refer a friend) page. The closed programme's warning is the sidebar's (shared texts). */
export const affiliateTexts = {
  linkTitle: 'ลิงก์แนะนำเพื่อนของคุณ',
  lead: 'ส่งลิงก์นี้ให้เพื่อน เมื่อเพื่อนสมัครผ่านลิงก์และเล่น คุณจะได้รับค่าคอมมิชชั่นจากยอดเล่นของเพื่อน',
  linkLabel: 'ลิงก์แนะนำเพื่อน',
  copy: 'คัดลอกลิงก์',
  copied: 'คัดลอกแล้ว',
  selected: 'คัดลอกอัตโนมัติไม่ได้ เลือกลิงก์ไว้ให้แล้ว กรุณากดค้างเพื่อคัดลอก',
  share: 'แชร์ลิงก์',
  shareLine: 'แชร์ผ่าน LINE',
  shareText: 'มาสมัครสมาชิกด้วยกัน ผ่านลิงก์นี้',
  statsTitle: 'ผลการแนะนำ',
  referred: 'เพื่อนที่สมัครผ่านลิงก์',
  people: (n: number) => `${n.toLocaleString('en-US')} คน`,
  rate: 'อัตราค่าคอมมิชชั่น',
  rateValue: (percent: string) => `${percent}% ของยอดเล่นของเพื่อน`,
  commission: 'ค่าคอมมิชชั่นที่ได้รับ',
} as const;
