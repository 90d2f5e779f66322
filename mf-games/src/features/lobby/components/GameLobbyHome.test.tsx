import { screen } from '@testing-library/react';
import type { GameItem } from '@member-site/shared';
import { createFakeApi, createPageProps, renderPage } from '@member-site/shared/testing';
import { GameLobbyHome } from './GameLobbyHome';

const games: GameItem[] = Array.from({ length: 15 }, (_, i) => ({
  id: `g${i}`,
  name: `เกม ${i}`,
  category: 'slot',
  provider: 'pg',
  image: `https://cdn.example.com/${i}.png`,
  tags: [],
}));

describe('GameLobbyHome (/Home)', () => {
  it('shows category tabs leading to the lobbies and the first 12 featured games', async () => {
    const api = createFakeApi({
      '/api/v1/games/categories': () => ({
        data: [
          { id: 'casino', name: 'คาสิโนสด' },
          { id: 'slot', name: 'สล็อต' },
          { id: 'unknown', name: 'อื่น ๆ' },
        ],
      }),
      '/api/v1/games': () => ({ data: games }),
    });
    renderPage(<GameLobbyHome />, createPageProps({ api }));
    expect(screen.getByRole('heading', { level: 1, name: 'ล็อบบี้เกม' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'คาสิโนสด' })).toHaveAttribute('href', '/casino');
    expect(screen.getByRole('link', { name: 'สล็อต' })).toHaveAttribute('href', '/slot');
    expect(screen.queryByRole('link', { name: 'อื่น ๆ' })).not.toBeInTheDocument();
    expect(await screen.findByText('เกม 11')).toBeInTheDocument();
    expect(screen.queryByText('เกม 12')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/api/v1/games');
  });
});
