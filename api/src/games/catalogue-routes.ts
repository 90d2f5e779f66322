import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints, type SiteNewsList } from '@member-site/shared/contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { schemaOf } from '../base/contract-route';
import { activities, filterGames, findGame, findNews, findProvider, gameCategories, gameProviders, type NewsEntry, promotions } from './catalogue';
import { ApiHttpError, errorMessages } from '../base/errors';
import { gameTileSvg, newsBannerSvg, providerLogoSvg } from './game-assets';
import { assetHeaders } from '../site/routes';

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

// The images are not part of the client contract (the site only shows the URLs it is given).
const AssetParams = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,64}\\.svg$' }) }, { additionalProperties: false });
const assetSchema = { params: AssetParams };

const notFound = (): ApiHttpError => new ApiHttpError(404, apiErrorCodes.notFound, errorMessages.notFound);

const idOf = (file: string): string => file.slice(0, -'.svg'.length);

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.headers(assetHeaders).send(svg);
}

/** Public game lobby data: categories, providers, games, activities, promotions and their images. */
export const gameRoutes: FastifyPluginAsyncTypebox<GameRoutesOptions> = async (app, { publicUrl }) => {
  const news = (list: readonly NewsEntry[]): SiteNewsList => ({
    data: list.map(({ color: _color, ...n }) => ({ ...n, image: `${publicUrl}${newsImagePath(n.id)}` })),
  });

  app.get(endpoints.gameCategories.path, { schema: schemaOf(endpoints.gameCategories) }, async () => ({
    data: [...gameCategories],
  }));

  app.get(endpoints.gameProviders.path, { schema: schemaOf(endpoints.gameProviders) }, async (request) => ({
    data: gameProviders
      .filter((p) => !request.query.category || p.category === request.query.category)
      .map((p) => ({ id: p.id, name: p.name, category: p.category, logo: `${publicUrl}${providerLogoPath(p.id)}` })),
  }));

  app.get(endpoints.games.path, { schema: schemaOf(endpoints.games) }, async (request) => ({
    data: filterGames(request.query).map((g) => ({ ...g, tags: [...g.tags], image: `${publicUrl}${gameImagePath(g.id)}` })),
  }));

  app.get(endpoints.activities.path, { schema: schemaOf(endpoints.activities) }, async () => news(activities));
  app.get(endpoints.promotions.path, { schema: schemaOf(endpoints.promotions) }, async () => news(promotions));

  app.get(gameAssetPaths.provider, { schema: assetSchema }, async (request, reply) => {
    const provider = findProvider(idOf(request.params.file));
    if (!provider) throw notFound();
    return sendSvg(reply, providerLogoSvg(provider.name, provider.color));
  });

  app.get(gameAssetPaths.game, { schema: assetSchema }, async (request, reply) => {
    const game = findGame(idOf(request.params.file));
    const provider = game ? findProvider(game.provider) : undefined;
    if (!game || !provider) throw notFound();
    return sendSvg(reply, gameTileSvg(game.name, provider.name, provider.color));
  });

  app.get(gameAssetPaths.news, { schema: assetSchema }, async (request, reply) => {
    const item = findNews(idOf(request.params.file));
    if (!item) throw notFound();
    return sendSvg(reply, newsBannerSvg(item.title, item.color));
  });
};
