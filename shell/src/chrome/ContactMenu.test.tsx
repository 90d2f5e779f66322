import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { showWarning } from '@member-site/shared';
import { createFakeApi } from '@member-site/shared/testing';
import { ShellContext, type ShellServices } from '../app/shell-context';
import { createRemoteSession } from '../session/remote-session';
import { createSession } from '../session/session';
import { createSessionStore } from '../session/session-store';
import { ContactMenu } from './ContactMenu';
import { createNoticeBoard } from '../session/notice-board';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showWarning: jest.fn(() => Promise.resolve()),
}));

function setup(contact: { url: string; url2: string | null } | null) {
  const session = createSession(createSessionStore(window.localStorage), createFakeApi());
  if (contact) session.setContact(contact);
  const services = {
    session,
    remoteSession: createRemoteSession(session),
    notices: createNoticeBoard(),
    api: createFakeApi(),
    config: { apiUrl: '', siteTitle: 'x', gameOrigins: [] },
  } as ShellServices;
  const wrapper = ({ children }: { children: ReactNode }) => <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
  render(
    <>
      <p>page</p>
      <ContactMenu place="topbar" label="ติดต่อเรา" className="topbar__support" />
    </>,
    { wrapper },
  );
  return { toggle: screen.getByRole('button', { name: 'ติดต่อเรา' }) };
}

const both = { url: 'https://line.me/R/ti/p/@main', url2: 'https://line.me/R/ti/p/@backup' };

describe("the member's support control (in a bar)", () => {
  it('opens the main line and the 24-hour backup line, each in a new tab', () => {
    const { toggle } = setup(both);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list')).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    const backup = screen.getByRole('link', { name: 'ไลน์สำรอง 24 ชั่วโมง' });
    expect(screen.getByRole('link', { name: 'ไลน์ติดต่อ' })).toHaveAttribute('href', both.url);
    expect(backup).toHaveAttribute('href', both.url2);
    expect(backup).toHaveAttribute('target', '_blank');
    expect(backup).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes on Escape (focus back on its button), on a tap elsewhere, and once a line is chosen', () => {
    const { toggle } = setup(both);
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByText('page'));
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'ไลน์ติดต่อ' }));
    expect(screen.getByRole('list')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'ไลน์ติดต่อ' }));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('listens to the document only while open', () => {
    const add = jest.spyOn(document, 'addEventListener');
    const remove = jest.spyOn(document, 'removeEventListener');
    const { toggle } = setup(both);
    const counted = (spy: jest.SpyInstance) => spy.mock.calls.filter(([type]) => type === 'keydown' || type === 'pointerdown').length;
    expect(counted(add)).toBe(0);
    fireEvent.click(toggle);
    expect(counted(add)).toBe(2);
    fireEvent.click(toggle);
    expect(counted(remove)).toBe(2);
    add.mockRestore();
    remove.mockRestore();
  });

  it('offers only the main line when there is no backup', () => {
    const { toggle } = setup({ url: both.url, url2: null });
    fireEvent.click(toggle);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('without any safe line keeps its place in the bar and says the chat cannot be reached now', async () => {
    const { toggle } = setup({ url: 'javascript:alert(1)', url2: null });
    expect(toggle).not.toHaveAttribute('aria-expanded');
    await act(async () => void fireEvent.click(toggle));
    expect(screen.queryByRole('list')).toBeNull();
    expect(showWarning).toHaveBeenCalledWith('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้');
  });
});
