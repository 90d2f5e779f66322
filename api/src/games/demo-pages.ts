import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpoints } from '@member-site/shared/contract';
import type { TicketService } from '../session/tickets';
import { findGame } from './catalogue';
import { demoPage } from '../base/html';

// Stand-ins for the outside systems the site sends members to: the sportsbook (site_api) and the
// game providers. No secret the browser carried (username, password, hash, session) is ever put
// in these pages; the logger drops their query strings too (see logSafeUrl).

export const demoPagePaths = {
  sportsbook: '/sportsbook/',
  sportsbookViewbet: '/sportsbook/viewbet/',
  games: '/demo-games/*',
} as const;

export interface DemoPagesOptions {
  tickets: TicketService;
}

/** Paths whose query strings carry credentials or tickets (the event stream's, ADR 0062): logged without them. */
const secretQueryPaths = ['/sportsbook', '/demo-games/', endpoints.balanceStream.path];

/** The request URL as it may appear in the log. */
export function logSafeUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0 || !secretQueryPaths.some((p) => url.startsWith(p))) return url;
  return `${url.slice(0, query)}?[redacted]`;
}

// Whatever came in, the page shows at most this much of it (escaped).
const maxShown = 32;

function shown(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value.slice(0, maxShown) : '-';
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The global headers already forbid everything (default-src 'none'): the pages need nothing.
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

const sportsbookTitle = 'ระบบกีฬา (ตัวอย่าง)';

const gameTitles: Record<string, string> = { lotto: 'หวย (ตัวอย่าง)', trading: 'เทรด (ตัวอย่าง)' };

/** The game a /demo-games/ path names (its ticket's `game` and its title), or null. */
function gameOf(path: string): { key: string; title: string } | null {
  const known = gameTitles[path];
  if (known) return { key: path, title: known };
  const play = /^play\/([a-z0-9-]{1,64})$/.exec(path);
  const game = play?.[1] ? findGame(play[1]) : undefined;
  return game ? { key: game.id, title: `${game.name} (ตัวอย่าง)` } : null;
}

export const demoPageRoutes: FastifyPluginAsync<DemoPagesOptions> = async (app, { tickets }) => {
  const sportsbook = (form: string) => async (request: { query: unknown }, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    return sendPage(
      reply,
      200,
      demoPage(sportsbookTitle, 'ไม่มีระบบกีฬาจริงอยู่เบื้องหลังหน้านี้ หน้านี้แสดงเพียงสิ่งที่ขอเข้ามา', [
        ['รูปแบบ', form],
        ['state', shown(query.state)],
        ['lang', shown(query.lang)],
      ]),
    );
  };
  app.get(demoPagePaths.sportsbook, sportsbook('member'));
  app.get(demoPagePaths.sportsbookViewbet, sportsbook('viewbet'));

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(demoPagePaths.games, async (request, reply) => {
    const game = gameOf(request.params['*']);
    if (!game) return sendPage(reply, 404, demoPage('ไม่พบเกมนี้', 'ไม่พบเกมที่ต้องการ'));
    const session = request.query.session;
    const reading = typeof session === 'string' ? tickets.read('game', session) : null;
    const valid = reading?.status === 'valid' && reading.ticket.data.game === game.key;
    const text = valid ? 'เข้าสู่เกมสำเร็จ นี่คือหน้าตัวอย่าง ไม่มีการเดิมพันจริง' : 'ตั๋วเข้าเกมไม่ถูกต้องหรือหมดอายุ กรุณาเข้าเกมจากเว็บไซต์อีกครั้ง';
    return sendPage(reply, valid ? 200 : 403, demoPage(game.title, text));
  });
};
