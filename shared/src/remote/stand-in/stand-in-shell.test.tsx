import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { apiPaths } from '../../contract/checks.generated';
import { memberAnswers, testConfig } from '../../testing';
import { createPageApp } from '../create-remote-app';
import { useSession } from '../page-services';
import { useStream } from '../use-stream';
import { startStandIn } from './stand-in-shell';

/** A wallet page as a team writes one: the router's location and link, the session through hooks. */
function TopupPage() {
  const { pathname } = useLocation();
  const balance = useStream(useSession().balance);
  return (
    <>
      <h1>{`ฝากเงิน ${pathname} ${balance ?? '—'}`}</h1>
      <Link to="/withdraw">ถอนเงิน</Link>
    </>
  );
}

function WithdrawPage() {
  return <h1>ถอนเงิน</h1>;
}

const answers: Record<string, () => unknown> = {
  ...memberAnswers,
  [apiPaths.website]: () => ({ data: { website_name: 'ทดสอบ' } }),
  [apiPaths.theme]: () => ({ data: [] }),
  [apiPaths.contactUs]: () => ({ data: {} }),
};

let requests: string[] = [];

beforeEach(() => {
  requests = [];
  window.sessionStorage.clear();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.replaceChildren(root);
  window.history.replaceState(null, '', '/topup');
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    requests.push(path);
    const answer = answers[path];
    return Promise.resolve(
      new Response(JSON.stringify(answer ? answer() : { message: 'ไม่พบ' }), { status: answer ? 200 : 404, headers: { 'Content-Type': 'application/json' } }),
    );
  }) as typeof fetch;
});

describe('the stand-in shell (a remote alone)', () => {
  it("asks a guest to sign in on a member page, signs in against the API, then mounts the remote's own page with its session", async () => {
    const app = createPageApp('mf-wallet', {
      topup: () => Promise.resolve({ default: TopupPage }),
      withdraw: () => Promise.resolve({ default: WithdrawPage }),
    });
    await act(async () => startStandIn(app, { remote: 'mf_wallet', config: testConfig }));
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('เบอร์โทรศัพท์'), { target: { value: '0812345678' } });
    fireEvent.change(screen.getByLabelText('รหัสผ่าน'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('heading', { name: 'ฝากเงิน /topup 1500.00' })).toBeInTheDocument();
    expect(requests).toEqual(expect.arrayContaining([apiPaths.login, apiPaths.auth, apiPaths.credit]));
    expect(window.sessionStorage.getItem('stand_in_token')).toBe('token-1');

    // The remote's own link moves the one history; the stand-in mounts the next page.
    fireEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'ถอนเงิน' }));
    expect(await screen.findByRole('heading', { name: 'ถอนเงิน', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/withdraw');
    // Its menu lists the remote's pages as links.
    expect(screen.getByRole('navigation', { name: 'หน้าของแอปนี้' })).toContainElement(screen.getByRole('link', { name: 'ฝากเงิน' }));
  });

  it("says so for another remote's page instead of failing", async () => {
    window.history.replaceState(null, '', '/profile');
    const app = createPageApp('mf-wallet', { topup: () => Promise.resolve({ default: TopupPage }) });
    await act(async () => startStandIn(app, { remote: 'mf_wallet', config: testConfig }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('หน้านี้เป็นของ mf_account'));
  });
});
