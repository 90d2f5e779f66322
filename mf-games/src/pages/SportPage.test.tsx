import { render, screen } from '@testing-library/react';
import type { PageProps } from '@member-site/shared';
import { fakeApi, testConfig } from '../testing/fake-api';
import SportPage from './SportPage';

describe('SportPage', () => {
  it('/Sport/{sport} filters the sport lobby by that provider', async () => {
    const { api, get } = fakeApi({
      '/api/v1/games/providers': { data: [{ id: 'ufa', name: 'UFA', category: 'sport', logo: '' }] },
      '/api/v1/games': { data: [] },
    });
    render(<SportPage {...({ api, config: testConfig, params: { sport: 'ufa' } } as unknown as PageProps)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'กีฬา' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'UFA' })).toHaveAttribute('aria-pressed', 'true');
    expect(get).toHaveBeenCalledWith('/api/v1/games?category=sport&provider=ufa');
    expect(await screen.findByText('ยังไม่มีเกมในหมวดนี้')).toBeInTheDocument();
  });
});
