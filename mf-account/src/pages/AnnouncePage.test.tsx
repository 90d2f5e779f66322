import { act, fireEvent, screen } from '@testing-library/react';
import { apiPaths, type Announcement } from '@member-site/shared';
import { createFakeApi, createPageProps, renderPage } from '@member-site/shared/testing';
import AnnouncePage from './AnnouncePage';

const hostile = '<img src=x onerror=alert(1)>';

const announcements = (): Announcement[] => [
  { id: 'a3', title: 'ระวังมิจฉาชีพ', body: `บรรทัดแรก\n${hostile}`, publishedAt: '2026-11-20T02:00:00.000Z', read: false },
  { id: 'a2', title: 'เปลี่ยนบัญชีรับฝาก', body: 'รายละเอียด', publishedAt: '2026-11-10T05:30:00.000Z', read: true },
  { id: 'a1', title: 'ปิดปรับปรุงระบบ', body: 'รายละเอียด', publishedAt: '2026-11-01T03:00:00.000Z', read: false },
];

function renderAnnounce(search = '') {
  const api = createFakeApi({
    [apiPaths.announcements]: () => ({ data: announcements(), unread: 2 }),
    [apiPaths.announcementRead]: () => ({ unread: 1 }),
  });
  const props = createPageProps({ page: 'announce', path: `/announce${search}`, api });
  const view = renderPage(<AnnouncePage />, props);
  // The shell draws a new query of the same page: the mounted page gets the new location.
  const rerender = (next: string) => view.rerender(<AnnouncePage />, `/announce${next}`);
  return { props, rerender };
}

const reads = (props: ReturnType<typeof renderAnnounce>['props']) => props.api.calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('AnnouncePage', () => {
  it('lists newest first with unread markers in words and links to each one', async () => {
    const { props } = renderAnnounce();
    expect(screen.getByRole('heading', { level: 1, name: 'ประกาศ' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('ระวังมิจฉาชีพ'),
      expect.stringContaining('เปลี่ยนบัญชีรับฝาก'),
      expect.stringContaining('ปิดปรับปรุงระบบ'),
    ]);
    expect(links[0]).toHaveAccessibleName(/ใหม่ ยังไม่อ่าน ระวังมิจฉาชีพ/);
    expect(links[1]).not.toHaveTextContent('ใหม่');
    expect(links[0]).toHaveAttribute('href', '/announce?id=a3');
    expect(screen.getByText('ยังไม่อ่าน 2 รายการ')).toBeInTheDocument();
    expect(screen.getByText('20 พ.ย. 2569 09:00')).toBeInTheDocument();
    fireEvent.click(links[0] as HTMLElement);
    expect(props.navigate).toHaveBeenCalledWith('/announce?id=a3');
    expect(reads(props)).toEqual([]);
  });

  it('opening one shows its text as text, marks it read once, and the list then shows it read', async () => {
    const { props, rerender } = renderAnnounce('?id=a3');
    const heading = await screen.findByRole('heading', { level: 2, name: 'ระวังมิจฉาชีพ' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/บรรทัดแรก/)).toHaveTextContent(`บรรทัดแรก ${hostile}`);
    expect(document.querySelector('img')).toBeNull();
    await act(async () => {
      await Promise.resolve();
    });
    expect(reads(props)).toEqual([{ id: 'a3' }]);

    rerender('');
    expect(await screen.findByText('ยังไม่อ่าน 1 รายการ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ระวังมิจฉาชีพ/ })).not.toHaveTextContent('ใหม่');
    rerender('?id=a3');
    expect(reads(props)).toHaveLength(1);
  });

  it('does not mark an already read one again; an unknown id says so with the way back', async () => {
    const { props, rerender } = renderAnnounce('?id=a2');
    expect(await screen.findByRole('heading', { level: 2, name: 'เปลี่ยนบัญชีรับฝาก' })).toBeInTheDocument();
    expect(reads(props)).toEqual([]);
    rerender('?id=gone');
    expect(screen.getByText('ไม่พบประกาศนี้ อาจถูกนำออกแล้ว')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'กลับไปหน้ารายการประกาศ' }));
    expect(props.navigate).toHaveBeenCalledWith('/announce');
  });
});
