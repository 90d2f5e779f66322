import { act, fireEvent, screen, within } from '@testing-library/react';
import { listenForInstallOffer, openExternal, routePath, showWarning, texts, type RouteName } from '@member-site/shared';
import { landingTexts } from '../features/landing/texts';
import { createFakeSession, createPageProps, renderPage } from '@member-site/shared/testing';
import IndexPage from './IndexPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  openExternal: jest.fn(),
  showWaiting: jest.fn(() => () => undefined),
  showWarning: jest.fn(() => Promise.resolve()),
}));

const chatUrl = 'https://line.me/R/ti/p/@support';

function renderIndex(values: Parameters<typeof createFakeSession>[0] = {}) {
  const props = createPageProps({ session: createFakeSession(values) });
  const view = renderPage(<IndexPage />, props);
  return { ...props, view };
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  jest.mocked(openExternal).mockClear();
  jest.mocked(showWarning).mockClear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('IndexPage: brand', () => {
  it('shows the theme logo with a fixed size, the site title as alt, and the title in the headline', () => {
    renderIndex({ theme: [{ logo: 'https://cdn.test/logo.png', favicon: '', title: 'ทองคำเบท' }] });
    const logo = screen.getByRole('img', { name: 'ทองคำเบท' });
    expect(logo).toHaveAttribute('src', 'https://cdn.test/logo.png');
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ทองคำเบท');
  });

  it('falls back to the configured site title as text when there is no theme', () => {
    renderIndex();
    expect(screen.queryByRole('img', { name: 'ทดสอบเบท' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ทดสอบเบท' })).toHaveAttribute('href', routePath('index'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ทดสอบเบท');
  });

  it('shows the title as text when the logo fails to load', () => {
    renderIndex({ theme: [{ logo: 'https://cdn.test/broken.png', favicon: '', title: null }] });
    fireEvent.error(screen.getByRole('img', { name: 'ทดสอบเบท' }));
    expect(screen.queryByRole('img', { name: 'ทดสอบเบท' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ทดสอบเบท' })).toBeInTheDocument();
  });

  it('ends with the copyright line of the site title', () => {
    renderIndex({ theme: [{ logo: '', favicon: '', title: 'ทองคำเบท' }] });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} ทองคำเบท`);
  });
});

describe('IndexPage: register button', () => {
  it.each([
    ['1', 'registerAuto'],
    ['2', 'register'],
    ['4', 'registerOtp'],
    ['9', 'register'],
    ['', 'register'],
  ] as const)('registerMode %p goes to %s', (mode, route: RouteName) => {
    const { navigate } = renderIndex({ website: { registerMode: mode } });
    const link = screen.getByRole('link', { name: texts.register });
    expect(link).toHaveAttribute('href', routePath(route));
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith(routePath(route));
  });

  it('behaves as the form while the website setting is missing, and follows it when it arrives', () => {
    const { session } = renderIndex();
    expect(screen.getByRole('link', { name: texts.register })).toHaveAttribute('href', routePath('register'));
    act(() => session.set('website', { registerMode: '4' }));
    expect(screen.getByRole('link', { name: texts.register })).toHaveAttribute('href', routePath('registerOtp'));
  });

  it('mode 3 opens the support chat link', async () => {
    const { navigate } = renderIndex({ website: { registerMode: '3' }, contact: { url: chatUrl, url2: null } });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(texts.register) }));
    expect(openExternal).toHaveBeenCalledWith(chatUrl);
    expect(navigate).not.toHaveBeenCalled();
    // The footer draws the chat link's QR code once its library has loaded.
    await screen.findByRole('img', { name: landingTexts.qrLabel });
  });

  it('mode 3 refuses an unsafe chat link with a Thai warning', () => {
    renderIndex({ website: { registerMode: '3' }, contact: { url: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(texts.register) }));
    expect(openExternal).not.toHaveBeenCalled();
    expect(showWarning).toHaveBeenCalledWith(texts.unsafeAddress);
  });

  it('mode 3 without a chat link says so instead of doing nothing', () => {
    renderIndex({ website: { registerMode: '3' } });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(texts.register) }));
    expect(openExternal).not.toHaveBeenCalled();
    expect(showWarning).toHaveBeenCalledTimes(1);
  });
});

describe('IndexPage: links', () => {
  it.each([
    ['โปรโมชั่น', 'login'],
    ['กิจกรรม', 'activity'],
    ['แนะนำ', 'login'],
    ['เปรียบเทียบ', 'login'],
    ['ดูบอลสด', 'login'],
  ] as const)('menu item %s goes to %s', (label, route: RouteName) => {
    const { navigate } = renderIndex();
    const menu = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    const link = within(menu).getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', routePath(route));
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith(routePath(route));
  });

  it('has exactly the five menu items', () => {
    renderIndex();
    const menu = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    expect(within(menu).getAllByRole('link')).toHaveLength(5);
  });

  it('has a header login button going to /login', () => {
    renderIndex();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', routePath('login'));
  });

  it('has four game boxes whose play buttons go to /login', () => {
    const { navigate } = renderIndex();
    for (const name of ['กีฬา', 'คาสิโน', 'สล็อต', 'ไพ่']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
      const play = screen.getByRole('link', { name: `เล่นเลย ${name}` });
      expect(play).toHaveAttribute('href', routePath('login'));
      fireEvent.click(play);
    }
    expect(navigate).toHaveBeenCalledTimes(4);
    expect(new Set(navigate.mock.calls.map(([to]) => to))).toEqual(new Set([routePath('login')]));
  });

  it('has the login form with its labelled fields', () => {
    renderIndex();
    expect(screen.getByLabelText('ชื่อผู้ใช้ (เบอร์โทรศัพท์)')).toHaveAttribute('name', 'username');
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveAttribute('name', 'password');
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('type', 'submit');
  });
});

describe('IndexPage: sticky header', () => {
  it('becomes sticky only after 100 px of scroll', () => {
    renderIndex();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('ml-header--sticky');
    scrollWindowTo(100);
    expect(header).not.toHaveClass('ml-header--sticky');
    scrollWindowTo(150);
    expect(header).toHaveClass('ml-header--sticky');
    scrollWindowTo(0);
    expect(header).not.toHaveClass('ml-header--sticky');
  });

  it('stops listening to scroll and to the session on unmount', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { view, session } = renderIndex();
    view.unmount();
    expect(remove.mock.calls.some(([type]) => type === 'scroll')).toBe(true);
    expect(session.theme.subscriberCount).toBe(0);
    expect(session.website.subscriberCount).toBe(0);
    remove.mockRestore();
  });
});

describe('IndexPage: search tags, banks, app banner', () => {
  it('links every search tag chip to /login', () => {
    const { navigate } = renderIndex();
    const section = screen.getByRole('region', { name: 'คำค้นหายอดนิยม' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(expect.arrayContaining(['แทงบอลออนไลน์', 'คาสิโนสด', 'สล็อตเว็บตรง', 'หวยออนไลน์', 'บาคาร่า']));
    for (const link of links) expect(link).toHaveAttribute('href', routePath('login'));
    fireEvent.click(within(section).getByRole('link', { name: 'บาคาร่า' }));
    expect(navigate).toHaveBeenCalledWith(routePath('login'));
  });

  it('shows a fixed-size badge with a Thai text alternative for every bank', () => {
    renderIndex();
    const strip = screen.getByRole('region', { name: 'รองรับธนาคารชั้นนำ ฝาก-ถอนอัตโนมัติ' });
    const badges = within(strip).getAllByRole('img');
    expect(badges).toHaveLength(12);
    for (const name of ['ธนาคารกสิกรไทย', 'ธนาคารไทยพาณิชย์', 'ธนาคารกรุงเทพ', 'ธนาคารกรุงไทย', 'ธนาคารกรุงศรีอยุธยา', 'ธนาคารออมสิน']) {
      const badge = within(strip).getByRole('img', { name });
      expect(badge).toHaveAttribute('width', '88');
      expect(badge).toHaveAttribute('height', '40');
    }
  });

  it('offers "add to home screen" with Thai how-to steps when the browser has no install dialog', () => {
    renderIndex();
    const add = screen.getByRole('button', { name: 'เพิ่มลงหน้าจอหลัก' });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('วิธีเพิ่มลงหน้าจอหลัก')).not.toBeVisible();
    fireEvent.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('วิธีเพิ่มลงหน้าจอหลัก')).toBeVisible();
    expect(screen.getByText(/เพิ่มไปยังหน้าจอโฮม/)).toBeVisible();
  });

  it('uses the offer Chrome made before the page mounted (the shell keeps it from boot)', async () => {
    delete (window as unknown as Record<symbol, unknown>)[Symbol.for('member-site.install-offer')];
    listenForInstallOffer();
    const prompt = jest.fn(() => Promise.resolve());
    const early = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    renderIndex();
    const add = screen.getByRole('button', { name: 'เพิ่มลงหน้าจอหลัก' });
    expect(add).not.toHaveAttribute('aria-expanded');
    await act(async () => void fireEvent.click(add));
    expect(prompt).toHaveBeenCalledTimes(1);
    // Dismissed, and an offer prompts once: the Thai how-to is what is left.
    expect(screen.getByRole('button', { name: 'เพิ่มลงหน้าจอหลัก' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses the browser install dialog when beforeinstallprompt offered one', async () => {
    renderIndex();
    const prompt = jest.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    const add = screen.getByRole('button', { name: 'เพิ่มลงหน้าจอหลัก' });
    expect(add).not.toHaveAttribute('aria-expanded');
    await act(async () => void fireEvent.click(add));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('เพิ่มลงหน้าจอหลักเรียบร้อยแล้ว');
  });
});

describe('IndexPage: footer contact', () => {
  const backupUrl = 'https://line.me/R/ti/p/@support24';

  it('links the support chat and the backup line, opening in a new tab', async () => {
    renderIndex({ contact: { url: chatUrl, url2: backupUrl } });
    const footer = screen.getByRole('contentinfo');
    const chat = within(footer).getByRole('link', { name: /^ไลน์ติดต่อ/ });
    expect(chat).toHaveAttribute('href', chatUrl);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const backup = within(footer).getByRole('link', { name: /^ไลน์สำรอง 24 ชั่วโมง/ });
    expect(backup).toHaveAttribute('href', backupUrl);
    expect(backup).toHaveTextContent(texts.backupLine);
    await screen.findByRole('img', { name: landingTexts.qrLabel });
  });

  it('draws the QR code of the chat link as an <svg> of React elements', async () => {
    const { view } = renderIndex({ contact: { url: chatUrl } });
    const qr = await screen.findByRole('img', { name: landingTexts.qrLabel });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', '132');
    expect(qr).toHaveAttribute('height', '132');
    const qrcode = (await import('qrcode-generator')).default(0, 'M');
    qrcode.addData(chatUrl);
    qrcode.make();
    const side = qrcode.getModuleCount() + 8;
    expect(qr).toHaveAttribute('viewBox', `0 0 ${side} ${side}`);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(view.container.querySelector('img[src^="data:"]')).toBeNull();
  });

  it('links no hostile contact address and draws no QR code for it', async () => {
    const { view } = renderIndex({ contact: { url: 'javascript:alert(1)', url2: 'data:text/html,<b>x</b>' } });
    const footer = screen.getByRole('contentinfo');
    // Only the site's own responsible-play link is left.
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/responsible-play']);
    expect(screen.queryByRole('img', { name: landingTexts.qrLabel })).not.toBeInTheDocument();
    expect(view.container.innerHTML).not.toContain('javascript:');
    await act(async () => undefined);
  });

  it('keeps the 18+ notice and the copyright line', () => {
    renderIndex({ contact: { url: chatUrl } });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('18+');
    expect(footer).toHaveTextContent('สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ทดสอบเบท`);
    return screen.findByRole('img', { name: landingTexts.qrLabel });
  });

  it('has one <main>, and no id used twice', () => {
    const { view } = renderIndex({ contact: { url: chatUrl, url2: 'https://line.me/R/ti/p/@b' } });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const ids = [...view.container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    return screen.findByRole('img', { name: landingTexts.qrLabel });
  });
});
