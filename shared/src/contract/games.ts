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
