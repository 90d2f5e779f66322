import { render, screen } from '@testing-library/react';
import { createFakeApi, createPageProps } from '@member-site/shared/testing';
import SportPage from './SportPage';

describe('SportPage', () => {
  it('/Sport/{sport} filters the sport lobby by that provider', async () => {
    const api = createFakeApi({
      '/api/v1/games/providers': () => ({ data: [{ id: 'ufa', name: 'UFA', category: 'sport', logo: '' }] }),
      '/api/v1/games': () => ({ data: [] }),
    });
    render(<SportPage {...createPageProps({ page: 'sport', api, params: { sport: 'ufa' } })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'กีฬา' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'UFA' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.get).toHaveBeenCalledWith('/api/v1/games?category=sport&provider=ufa');
    expect(await screen.findByText('ยังไม่มีเกมในหมวดนี้')).toBeInTheDocument();
  });
});
