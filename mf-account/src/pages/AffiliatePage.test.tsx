import { act, fireEvent, screen } from '@testing-library/react';
import { apiPaths, type AffiliateSummary } from '@member-site/shared';
import { createFakeApi, createPageProps, renderPage } from '@member-site/shared/testing';
import AffiliatePage from './AffiliatePage';

const open: AffiliateSummary = { enabled: true, referralCode: 'AB3DEF7H', referredCount: 1234, commissionRate: '0.50', commission: '1234.50' };
const link = `${window.location.origin}/register?ref=AB3DEF7H`;

const clipboard = { writeText: jest.fn<Promise<void>, [string]>() };
const share = jest.fn<Promise<void>, [ShareData]>();
const windowOpen = jest.spyOn(window, 'open').mockImplementation(() => null);

beforeEach(() => {
  clipboard.writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  share.mockReset().mockResolvedValue(undefined);
  windowOpen.mockClear();
});

function renderAffiliate(summary: AffiliateSummary) {
  const api = createFakeApi({ [apiPaths.affiliate]: () => summary });
  renderPage(<AffiliatePage />, createPageProps({ page: 'affiliate', path: '/affiliate', api }));
}

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });

describe('AffiliatePage', () => {
  it('shows the referral link, the friends referred and the commission', async () => {
    renderAffiliate(open);
    expect(screen.getByRole('heading', { level: 1, name: 'แนะนำเพื่อน' })).toBeInTheDocument();
    expect(await screen.findByText(link)).toBeInTheDocument();
    expect(screen.getByText('1,234 คน')).toBeInTheDocument();
    expect(screen.getByText('0.50% ของยอดเล่นของเพื่อน')).toBeInTheDocument();
    expect(screen.getByText('1,234.50 THB')).toBeInTheDocument();
  });

  it('copies the link and says คัดลอกแล้ว', async () => {
    renderAffiliate(open);
    await screen.findByText(link);
    await click('คัดลอกลิงก์');
    expect(clipboard.writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('status')).toHaveTextContent('คัดลอกแล้ว');
  });

  it('where the clipboard is refused, selects the link and says how to copy it by hand', async () => {
    clipboard.writeText.mockRejectedValue(new Error('denied'));
    renderAffiliate(open);
    await screen.findByText(link);
    await click('คัดลอกลิงก์');
    expect(screen.getByRole('status')).toHaveTextContent('กรุณากดค้างเพื่อคัดลอก');
    expect(window.getSelection()?.toString()).toBe(link);
  });

  it('shares through the Web Share API when the browser has one', async () => {
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderAffiliate(open);
    await screen.findByText(link);
    await click('แชร์ลิงก์');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('without Web Share, opens LINE share with the link', async () => {
    renderAffiliate(open);
    await screen.findByText(link);
    await click('แชร์ผ่าน LINE');
    expect(windowOpen).toHaveBeenCalledWith(`https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`, '_blank', 'noopener,noreferrer');
  });

  it("closed by the website setting: the sidebar's warning, and no link", async () => {
    renderAffiliate({ enabled: false });
    expect(await screen.findByText('ระบบ แนะนำเพื่อน ยังไม่เปิดให้ใช้บริการ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'คัดลอกลิงก์' })).toBeNull();
  });
});
