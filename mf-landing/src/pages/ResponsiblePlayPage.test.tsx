import { fireEvent, screen, within } from '@testing-library/react';
import { createFakeSession, createPageProps, renderPage } from '@member-site/shared/testing';
import IndexPage from './IndexPage';
import ResponsiblePlayPage from './ResponsiblePlayPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWaiting: jest.fn(() => () => undefined),
  showWarning: jest.fn(() => Promise.resolve()),
}));

describe('ResponsiblePlayPage', () => {
  it('names the four tools, the warning signs and the Thai mental-health hotline 1323', () => {
    renderPage(<ResponsiblePlayPage />, createPageProps({ page: 'responsible-play' }));
    expect(screen.getByRole('heading', { level: 1, name: 'เล่นอย่างมีความรับผิดชอบ' })).toBeInTheDocument();
    const tools = screen.getByRole('region', { name: 'เครื่องมือช่วยควบคุมการเล่น' });
    for (const tool of ['วงเงินฝาก', 'แจ้งเตือนเวลาเล่น', 'พักการเล่นชั่วคราว', 'ระงับบัญชีตนเอง']) expect(within(tools).getByText(tool)).toBeInTheDocument();
    expect(within(tools).getByRole('link', { name: 'ตั้งค่า' })).toHaveAttribute('href', '/setting');
    expect(within(screen.getByRole('region', { name: 'สัญญาณว่าการเล่นเริ่มเป็นปัญหา' })).getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(screen.getByRole('link', { name: 'โทร 1323' })).toHaveAttribute('href', 'tel:1323');
  });

  it("shows a visitor the landing's header and footer, as every public page; a member only the page (the member chrome is around it)", () => {
    const { unmount } = renderPage(<ResponsiblePlayPage />, createPageProps({ page: 'responsible-play' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    unmount();
    renderPage(<ResponsiblePlayPage />, createPageProps({ page: 'responsible-play', session: createFakeSession({ accessToken: 'member-token' }) }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'เล่นอย่างมีความรับผิดชอบ' })).toBeInTheDocument();
  });

  it('is linked from the landing footer, through the shell router', () => {
    const props = createPageProps();
    renderPage(<IndexPage />, props);
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'เล่นอย่างมีความรับผิดชอบ' });
    expect(link).toHaveAttribute('href', '/responsible-play');
    fireEvent.click(link);
    expect(jest.mocked(props.navigate).mock.calls[0]?.[0]).toBe('/responsible-play');
  });
});
