import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { GameCategory, GameItem, GameListResponse, GameProvider, SiteNews } from '../../../shared/src/contract/games';
import { apiErrorCodes, apiPaths } from '../../../shared/src/contract/paths';
import {
  activities,
  categoryIds,
  filterGames,
  findGame,
  findNews,
  findProvider,
  gameCategories,
  gameProviders,
  type NewsEntry,
  promotions,
} from '../catalogue';
import { ApiHttpError, errorMessages } from '../errors';
import { gameTileSvg, newsBannerSvg, providerLogoSvg } from '../game-assets';
import { assetHeaders } from './site';

export interface GameRoutesOptions {
  /** The API's own public base URL, without a trailing slash. */
  publicUrl: string;
}

export const gameAssetPaths = {
  provider: '/api/v1/assets/providers/:file',
  game: '/api/v1/assets/games/:file',
  news: '/api/v1/assets/news/:file',
} as const;

const providerLogoPath = (id: string): string => `/api/v1/assets/providers/${id}.svg`;
const gameImagePath = (id: string): string => `/api/v1/assets/games/${id}.svg`;
const newsImagePath = (id: string): string => `/api/v1/assets/news/${id}.svg`;

const idPattern = '^[a-z0-9-]{1,64}$';
const maxQueryLength = 50;

const listOf = (items: object) => ({ 200: { type: 'object', properties: { data: { type: 'array', items } } } });
const stringProps = (...names: string[]) => Object.fromEntries(names.map((n) => [n, { type: 'string' }]));

const categoriesSchema = { response: listOf({ type: 'object', properties: stringProps('id', 'name') }) };

const providersSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { category: { type: 'string', enum: categoryIds } },
  },
  response: listOf({ type: 'object', properties: stringProps('id', 'name', 'category', 'logo') }),
};

const gamesSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      category: { type: 'string', enum: categoryIds },
      provider: { type: 'string', pattern: idPattern },
      q: { type: 'string', maxLength: maxQueryLength },
    },
  },
  response: listOf({
    type: 'object',
    properties: { ...stringProps('id', 'name', 'category', 'provider', 'image'), tags: { type: 'array', items: { type: 'string' } } },
  }),
};

const newsSchema = {
  response: listOf({
    type: 'object',
    properties: { ...stringProps('id', 'title', 'body', 'image', 'startsAt'), endsAt: { type: ['string', 'null'] } },
  }),
};

const assetSchema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,64}\\.svg$' } } },
};

const notFound = (): ApiHttpError => new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.notFound);

const idOf = (file: string): string => file.slice(0, -'.svg'.length);

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.headers(assetHeaders).send(svg);
}

/** Public game lobby data: categories, providers, games, activities, promotions and their images. */
export const gameRoutes: FastifyPluginAsync<GameRoutesOptions> = async (app, { publicUrl }) => {
  const news = (list: readonly NewsEntry[]): GameListResponse<SiteNews> => ({
    data: list.map(({ color: _color, ...n }) => ({ ...n, image: `${publicUrl}${newsImagePath(n.id)}` })),
  });

  app.get(apiPaths.gameCategories, { schema: categoriesSchema }, async (): Promise<GameListResponse<GameCategory>> => ({
    data: [...gameCategories],
  }));

  app.get<{ Querystring: { category?: string } }>(
    apiPaths.gameProviders,
    { schema: providersSchema },
    async (request): Promise<GameListResponse<GameProvider>> => ({
      data: gameProviders
        .filter((p) => !request.query.category || p.category === request.query.category)
        .map((p) => ({ id: p.id, name: p.name, category: p.category, logo: `${publicUrl}${providerLogoPath(p.id)}` })),
    }),
  );

  app.get<{ Querystring: { category?: string; provider?: string; q?: string } }>(
    apiPaths.games,
    { schema: gamesSchema },
    async (request): Promise<GameListResponse<GameItem>> => ({
      data: filterGames(request.query).map((g) => ({ ...g, tags: [...g.tags], image: `${publicUrl}${gameImagePath(g.id)}` })),
    }),
  );

  app.get(apiPaths.activities, { schema: newsSchema }, async () => news(activities));
  app.get(apiPaths.promotions, { schema: newsSchema }, async () => news(promotions));

  app.get<{ Params: { file: string } }>(gameAssetPaths.provider, { schema: assetSchema }, async (request, reply) => {
    const provider = findProvider(idOf(request.params.file));
    if (!provider) throw notFound();
    return sendSvg(reply, providerLogoSvg(provider.name, provider.color));
  });

  app.get<{ Params: { file: string } }>(gameAssetPaths.game, { schema: assetSchema }, async (request, reply) => {
    const game = findGame(idOf(request.params.file));
    const provider = game ? findProvider(game.provider) : undefined;
    if (!game || !provider) throw notFound();
    return sendSvg(reply, gameTileSvg(game.name, provider.name, provider.color));
  });

  app.get<{ Params: { file: string } }>(gameAssetPaths.news, { schema: assetSchema }, async (request, reply) => {
    const item = findNews(idOf(request.params.file));
    if (!item) throw notFound();
    return sendSvg(reply, newsBannerSvg(item.title, item.color));
  });
};
