import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { openExternal, routePath, showWarning, texts, type RouteName } from '@member-site/shared';
import { createFakeSession, createPageProps } from '../test/fake-session';
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
  const view = render(<IndexPage {...props} />);
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
    expect(navigate).toHaveBeenCalledWith(routePath(route), undefined);
  });

  it('behaves as the form while the website setting is missing, and follows it when it arrives', () => {
    const { session } = renderIndex();
    expect(screen.getByRole('link', { name: texts.register })).toHaveAttribute('href', routePath('register'));
    act(() => session.setWebsite({ registerMode: '4' }));
    expect(screen.getByRole('link', { name: texts.register })).toHaveAttribute('href', routePath('registerOtp'));
  });

  it('mode 3 opens the support chat link', () => {
    const { navigate } = renderIndex({ website: { registerMode: '3' }, contact: { url: chatUrl, url2: null } });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(texts.register) }));
    expect(openExternal).toHaveBeenCalledWith(chatUrl);
    expect(navigate).not.toHaveBeenCalled();
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
    expect(navigate).toHaveBeenCalledWith(routePath(route), undefined);
  });

  it('has exactly the five menu items', () => {
    renderIndex();
    const menu = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    expect(within(menu).getAllByRole('link')).toHaveLength(5);
  });

  it('has a header login button going to /login', () => {
    renderIndex();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: texts.login })).toHaveAttribute('href', routePath('login'));
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
