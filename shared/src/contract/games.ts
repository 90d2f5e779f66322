/**
 * GET /lotto/login, GET /hotgraph/login and POST /api/v1/member/loginGame/hotgraph answer with
 * this: code 0 means go to `url` (hotgraph may spell it `Url`); anything else shows `message`.
 */
export interface GameLoginAnswer {
  code: number;
  url?: string;
  Url?: string;
  message?: string;
}

/** POST /api/v1/member/loginGame/hotgraph */
export interface HotgraphLoginRequest {
  username: string;
  password: string;
  isMobile: true;
}

/** GET /api/v1/games/categories: sport, casino, slot, card, fish, keno, lotto. */
export interface GameCategory {
  id: string;
  name: string;
}

/** GET /api/v1/games/providers?category=… */
export interface GameProvider {
  id: string;
  name: string;
  category: string;
  /** Absolute URL of the provider's logo (an image the API serves). */
  logo: string;
}

/** One game of a lobby. */
export interface GameItem {
  id: string;
  name: string;
  category: string;
  provider: string;
  /** Absolute URL of the game's tile image. */
  image: string;
  /** Small labels such as ใหม่ or ยอดนิยม. */
  tags: string[];
}

/** GET /api/v1/games?category=…&provider=…&q=… */
export interface GameListResponse<T> {
  data: T[];
}

/** POST /api/v1/games/login (bearer): answers GameLoginAnswer with the game's address. */
export interface GameLaunchRequest {
  gameId: string;
  isMobile: boolean;
}

/** GET /api/v1/luckywheel (bearer). */
export interface LuckyWheelState {
  /** Spins the member may still take now. */
  spinsLeft: number;
  segments: { label: string; color: string }[];
}

/** POST /api/v1/luckywheel/spin (bearer): the server decides the result. */
export interface LuckyWheelSpinResult {
  segmentIndex: number;
  label: string;
  /** Credit added, as a numeric string ("0.00" for no prize). */
  prize: string;
  spinsLeft: number;
}

/** GET /api/v1/activities and /api/v1/promotions (public). */
export interface SiteNews {
  id: string;
  title: string;
  body: string;
  image: string;
  /** ISO dates. */
  startsAt: string;
  endsAt: string | null;
}
