import { bottomNavItems, playgameBarItems, sidebarGameItems, sidebarManageItems, topBarItems } from './menu';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

// The labels on screen, word for word: they now come from the route table, and must not move.
describe('menus', () => {
  it('keep the top bar and sidebar labels', () => {
    expect(labels(topBarItems)).toEqual(['กีฬา', 'คาสิโนสด', 'สล็อต', 'เกมไพ่', 'อีสปอร์ต', 'หวยไทย', 'หวยออนไลน์', 'คีโน', 'เทรด']);
    expect(labels(sidebarManageItems)).toEqual([
      'ฝากเงิน',
      'รายการบัญชี',
      'ประวัติการเล่น',
      'เปลี่ยนรหัสผ่าน',
      'ถอนเงิน',
      'แนะนำเพื่อน',
      'ประวัติฝาก-ถอน',
      'คืนยอดเสีย',
      'ประกาศ',
      'ออกจากระบบ',
    ]);
    expect(labels(sidebarGameItems)).toEqual(['กีฬา', 'คาสิโน', 'สล็อต', 'หวย', 'ไพ่', 'เทรด']);
  });

  it('keep the bottom bars, each link naming its route', () => {
    expect(labels(bottomNavItems)).toEqual(['หน้าหลัก', 'รายการบัญชี', 'คืนยอดเสีย', 'โปรไฟล์']);
    expect(bottomNavItems.map((i) => i.action)).toEqual([
      { kind: 'route', name: 'playgame' },
      { kind: 'route', name: 'depositWithdraw' },
      { kind: 'route', name: 'cashback' },
      { kind: 'route', name: 'profile' },
    ]);
    expect(labels(playgameBarItems)).toEqual(['หน้าหลัก', 'กิจกรรม', 'เข้าเล่น', 'VIP', 'ติดต่อ']);
  });
});
