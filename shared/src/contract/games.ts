import { Type, type Static, type TSchema } from 'typebox';
import { gameCategoryIds, idPattern } from './catalogue';
import { Money } from './wallet';

/**
 * GET /lotto/login, GET /hotgraph/login and POST /api/v1/member/loginGame/hotgraph answer with
 * this: code 0 means go to `url` (hotgraph may spell it `Url`); anything else shows `message`.
 */
export const GameLoginAnswer = Type.Object({
  code: Type.Number(),
  url: Type.Optional(Type.String()),
  Url: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export type GameLoginAnswer = Static<typeof GameLoginAnswer>;

/** POST /api/v1/member/loginGame/hotgraph */
export const HotgraphLoginRequest = Type.Object(
  {
    username: Type.String({ maxLength: 64 }),
    password: Type.String({ maxLength: 128 }),
    isMobile: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type HotgraphLoginRequest = Static<typeof HotgraphLoginRequest>;

/** GET /api/v1/games/categories: sport, casino, slot, card, fish, keno, lotto. */
export const GameCategory = Type.Object({ id: Type.String(), name: Type.String() });
export type GameCategory = Static<typeof GameCategory>;

/** GET /api/v1/games/providers?category=… */
export const GameProvider = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  /** Absolute URL of the provider's logo (an image the API serves). */
  logo: Type.String(),
});
export type GameProvider = Static<typeof GameProvider>;

/** One game of a lobby. */
export const GameItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  provider: Type.String(),
  /** Absolute URL of the game's tile image. */
  image: Type.String(),
  /** Small labels such as ใหม่ or ยอดนิยม. */
  tags: Type.Array(Type.String()),
});
export type GameItem = Static<typeof GameItem>;

/** Every list answer of the lobby: `{ data: [...] }`. */
export function GameListResponse<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item) });
}
export interface GameListResponse<T> {
  data: T[];
}

export const GameCategoryList = GameListResponse(GameCategory);
export type GameCategoryList = Static<typeof GameCategoryList>;

export const GameProviderList = GameListResponse(GameProvider);
export type GameProviderList = Static<typeof GameProviderList>;

export const GameItemList = GameListResponse(GameItem);
export type GameItemList = Static<typeof GameItemList>;

const GameCategoryId = Type.Enum([...gameCategoryIds]);

/** GET /api/v1/games/providers query. */
export const GameProvidersQuery = Type.Object({ category: Type.Optional(GameCategoryId) }, { additionalProperties: false });
export type GameProvidersQuery = Static<typeof GameProvidersQuery>;

/** GET /api/v1/games query. */
export const GamesQuery = Type.Object(
  {
    category: Type.Optional(GameCategoryId),
    provider: Type.Optional(Type.String({ pattern: idPattern })),
    q: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type GamesQuery = Static<typeof GamesQuery>;

/** POST /api/v1/games/login (bearer): answers GameLoginAnswer with the game's address. */
export const GameLaunchRequest = Type.Object(
  { gameId: Type.String({ minLength: 1, maxLength: 64 }), isMobile: Type.Boolean() },
  { additionalProperties: false },
);
export type GameLaunchRequest = Static<typeof GameLaunchRequest>;

/** GET /api/v1/luckywheel (bearer). */
export const LuckyWheelState = Type.Object({
  /** Spins the member may still take now. */
  spinsLeft: Type.Integer(),
  segments: Type.Array(Type.Object({ label: Type.String(), color: Type.String() })),
});
export type LuckyWheelState = Static<typeof LuckyWheelState>;

/** POST /api/v1/luckywheel/spin (bearer): the server decides the result. */
export const LuckyWheelSpinResult = Type.Object({
  segmentIndex: Type.Integer(),
  label: Type.String(),
  /** Credit added, as a numeric string ("0.00" for no prize). */
  prize: Type.String(),
  spinsLeft: Type.Integer(),
  /**
   * The member's credit after the spin (as /credit answers it), from an API that sends it: the
   * bar shows it as the result shows, with no other request (issue 24).
   */
  credit: Type.Optional(Money),
});
export type LuckyWheelSpinResult = Static<typeof LuckyWheelSpinResult>;

/** GET /api/v1/activities and /api/v1/promotions (public). */
export const SiteNews = Type.Object({
  id: Type.String(),
  title: Type.String(),
  body: Type.String(),
  image: Type.String(),
  /** ISO dates. */
  startsAt: Type.String(),
  endsAt: Type.Union([Type.String(), Type.Null()]),
});
export type SiteNews = Static<typeof SiteNews>;

export const SiteNewsList = GameListResponse(SiteNews);
export type SiteNewsList = Static<typeof SiteNewsList>;
