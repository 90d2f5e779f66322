export const landingTexts = {
  menuName: 'เมนูหลัก',
  menu: {
    promotion: 'โปรโมชั่น',
    activity: 'กิจกรรม',
    recommend: 'แนะนำ',
    compare: 'เปรียบเทียบ',
    liveFootball: 'ดูบอลสด',
  },
  heroHeadlineSuffix: 'เว็บแทงบอลออนไลน์ คาสิโน สล็อต ครบจบในที่เดียว',
  heroSubheadline: 'สมัครง่าย ฝาก-ถอนอัตโนมัติ บริการตลอด 24 ชั่วโมง',
  loginHeading: 'เข้าสู่ระบบสมาชิก',
  noAccount: 'ยังไม่เป็นสมาชิก?',
  gamesHeading: 'เลือกเล่นเกมที่คุณชอบ',
  play: 'เล่นเลย',
  games: {
    sport: { name: 'กีฬา', blurb: 'แทงบอล และกีฬาทุกลีกทั่วโลก' },
    casino: { name: 'คาสิโน', blurb: 'บาคาร่า รูเล็ต คาสิโนสด' },
    slot: { name: 'สล็อต', blurb: 'สล็อตออนไลน์ เกมใหม่ทุกวัน' },
    card: { name: 'ไพ่', blurb: 'เกมไพ่ ป๊อกเด้ง เสือมังกร' },
  },
  adultsOnly: 'สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น',
} as const;

/** Spec section 9: the landing header becomes sticky after 100 px of scroll. */
export const stickyHeaderOffsetPx = 100;
