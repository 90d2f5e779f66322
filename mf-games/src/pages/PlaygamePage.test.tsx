import { fireEvent, screen } from '@testing-library/react';
import { routePath, type Profile } from '@member-site/shared';
import { createFakeApi, createFakeSession, createPageProps, renderPage } from '@member-site/shared/testing';
import PlaygamePage from './PlaygamePage';

const profile: Profile = { username: '0812345678', username2: 'DEMO01', web_agent_group: 'member', site_api: '', client_api: null };

async function setup() {
  const api = createFakeApi({
    '/api/v1/activities': () => ({
      data: [
        { id: '1', title: 'กิจกรรมแรก', body: '', image: '', startsAt: '2026-01-01', endsAt: null },
        { id: '2', title: '<b>กิจกรรมสอง</b>', body: '', image: '', startsAt: '2026-01-01', endsAt: null },
        { id: '3', title: 'กิจกรรมสาม', body: '', image: '', startsAt: '2026-01-01', endsAt: null },
        { id: '4', title: 'กิจกรรมสี่', body: '', image: '', startsAt: '2026-01-01', endsAt: null },
      ],
    }),
  });
  const props = createPageProps({ page: 'playgame', api, session: createFakeSession({ profile }) });
  const view = renderPage(<PlaygamePage />, props);
  // The announcements load first, so every test ends with the page settled.
  await screen.findByText('กิจกรรมแรก');
  return { navigate: props.navigate, ...view };
}

describe('PlaygamePage (/playgame)', () => {
  it('welcomes the member by username', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'หน้าหลักสมาชิก' })).toBeInTheDocument();
    expect(screen.getByText(/0812345678/)).toBeInTheDocument();
  });

  it('opens the sportsbook from the sports tile instead of a lobby (the playgame menu form)', async () => {
    await setup();
    expect(screen.queryByRole('link', { name: 'กีฬา' })).toBeNull();
    expect(screen.getByRole('button', { name: 'กีฬา' })).toBeEnabled();
  });

  it.each([
    ['คาสิโนสด', 'casino'],
    ['สล็อต', 'slot'],
    ['เกมไพ่', 'card'],
    ['ยิงปลา', 'fish'],
    ['คีโน', 'keno'],
    ['หวย', 'lotto'],
    ['ฝากเงิน', 'topup'],
    ['ถอนเงิน', 'withdraw'],
    ['กงล้อนำโชค', 'luckywheel'],
    ['โปรโมชั่น', 'promotion'],
  ] as const)('links %s to its route', async (name, route) => {
    const { navigate } = await setup();
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', routePath(route));
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith(routePath(route));
  });

  it('shows the first three activities as text', async () => {
    const { container } = await setup();
    expect(await screen.findByText('กิจกรรมแรก')).toBeInTheDocument();
    expect(screen.getByText('<b>กิจกรรมสอง</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.queryByText('กิจกรรมสี่')).not.toBeInTheDocument();
  });
});
