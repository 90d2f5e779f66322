import { allowedUrl } from './navigation';

describe('allowedUrl', () => {
  const origins = ['https://games.example.com', 'http://127.0.0.1:5000'];

  it('accepts https addresses on the allow-list', () => {
    expect(allowedUrl('https://games.example.com/play?x=1', origins)?.href).toBe('https://games.example.com/play?x=1');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://games.example.com.evil.test/',
    'http://games.example.com/',
    'https://user:pw@games.example.com/',
    '//games.example.com/',
    '',
    42,
  ])('refuses %p', (raw) => {
    expect(allowedUrl(raw, origins)).toBeNull();
  });

  it('allows http only on loopback', () => {
    expect(allowedUrl('http://127.0.0.1:5000/lotto', origins)).not.toBeNull();
  });
});
