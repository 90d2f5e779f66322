/**
 * Ports of the stack under test: away from `npm start`'s defaults so both can run at once.
 * The alternative shell (3110) and wallet (3113) are started by tests that move a remote.
 */
export const e2eEnv = {
  HOST: '127.0.0.1',
  PORT: '3100',
  MF_LANDING_PORT: '3101',
  MF_GAMES_PORT: '3102',
  MF_WALLET_PORT: '3103',
  MF_ACCOUNT_PORT: '3104',
  API_PORT: '4100',
  GAME_ORIGINS: 'http://127.0.0.1:4100',
  SITE_ORIGINS: 'http://127.0.0.1:3110,http://localhost:3110',
};

export const e2eStack = {
  shellUrl: 'http://localhost:3100',
  apiUrl: 'http://127.0.0.1:4100',
  altShellPort: 3110,
  altWalletPort: 3113,
};

export const demo = { username: '0812345678', password: 'Demo@1234' };
