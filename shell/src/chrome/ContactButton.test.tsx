import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFakeApi } from '@member-site/shared/testing';
import { ShellContext, type ShellServices } from '../app/shell-context';
import { createRemoteSession } from '../session/remote-session';
import { createSession } from '../session/session';
import { createSessionStore } from '../session/session-store';
import { ContactButton } from './ContactButton';
import { createNoticeBoard } from '../session/notice-board';

function setup() {
  const session = createSession(createSessionStore(window.localStorage), createFakeApi());
  const services = {
    session,
    remoteSession: createRemoteSession(session),
    notices: createNoticeBoard(),
    api: createFakeApi(),
    config: { apiUrl: '', siteTitle: 'x', gameOrigins: [] },
    navigate: jest.fn(),
  } as ShellServices;
  const wrapper = ({ children }: { children: ReactNode }) => <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
  return { session, wrapper };
}

describe('floating contact button', () => {
  it('offers the support line and the 24-hour backup line, opening in a new tab', () => {
    const { session, wrapper } = setup();
    session.setContact({ url: 'https://line.me/R/ti/p/@main', url2: 'https://line.me/R/ti/p/@backup' });
    render(<ContactButton />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'ติดต่อเรา' }));
    expect(screen.getByRole('link', { name: 'ไลน์ติดต่อ' })).toHaveAttribute('href', 'https://line.me/R/ti/p/@main');
    const backup = screen.getByRole('link', { name: 'ไลน์สำรอง 24 ชั่วโมง' });
    expect(backup).toHaveAttribute('href', 'https://line.me/R/ti/p/@backup');
    expect(backup).toHaveAttribute('rel', 'noopener noreferrer');
    expect(backup).toHaveAttribute('target', '_blank');
  });

  it('drops a link that is not a web address and hides itself when none is left', () => {
    const { session, wrapper } = setup();
    session.setContact({ url: 'javascript:alert(1)', url2: null });
    const { container } = render(<ContactButton />, { wrapper });
    expect(container).toBeEmptyDOMElement();
  });
});
