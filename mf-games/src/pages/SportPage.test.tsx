import { screen } from '@testing-library/react';
import { createFakeApi, createPageProps, renderPage } from '@member-site/shared/testing';
import SportPage from './SportPage';

function sportApi() {
  return createFakeApi({
    '/api/v1/games/providers': () => ({
      data: [
        { id: 'ufa', name: 'UFA', category: 'sport', logo: '' },
        { id: 'football', name: 'ฟุตบอล', category: 'sport', logo: '' },
      ],
    }),
    '/api/v1/games': () => ({ data: [] }),
  });
}

describe('SportPage', () => {
  it('/Sport/{sport} filters the sport lobby by that provider', async () => {
    const api = sportApi();
    renderPage(<SportPage />, createPageProps({ page: 'sport', api, route: '/Sport/:sport', path: '/sport/ufa' }));
    expect(screen.getByRole('heading', { level: 1, name: 'กีฬา' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'UFA' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.get).toHaveBeenCalledWith('/api/v1/games?category=sport&provider=ufa');
    expect(await screen.findByText('ยังไม่มีเกมในหมวดนี้')).toBeInTheDocument();
  });

  it('reads the sport from the address: /sport/football picks football', async () => {
    const api = sportApi();
    renderPage(<SportPage />, createPageProps({ page: 'sport', api, route: '/Sport/:sport', path: '/sport/football' }));
    expect(await screen.findByRole('button', { name: 'ฟุตบอล' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'UFA' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.get).toHaveBeenCalledWith('/api/v1/games?category=sport&provider=football');
    expect(api.get).not.toHaveBeenCalledWith('/api/v1/games?category=sport');
  });

  it('/Sport shows every provider', async () => {
    const api = sportApi();
    renderPage(<SportPage />, createPageProps({ page: 'sport', api, route: '/Sport', path: '/sport' }));
    expect(await screen.findByRole('button', { name: 'ทั้งหมด' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'ฟุตบอล' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.get).toHaveBeenCalledWith('/api/v1/games?category=sport');
  });
});
