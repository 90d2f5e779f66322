import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import { schemaOf } from '../base/contract-route';
import { offeredCapabilities } from './capabilities';
import { faviconSvg, logoSvg } from './assets';
import type { Db } from '../base/db';
import { handleNotFound } from '../base/errors';
import { getSetting, settingKeys } from './settings';
import { siteImageByFile, siteImageHeaders, siteImageRoute } from './images';
import { Type } from 'typebox';

export interface SiteRoutesOptions {
  db: Db;
  /** The API's own public base URL, without a trailing slash. */
  publicUrl: string;
  /** The instance has a LINE client: LINE Login is among its capabilities. */
  lineLogin: boolean;
}

export const assetPaths = {
  logo: '/api/v1/assets/logo.svg',
  favicon: '/api/v1/assets/favicon.svg',
} as const;

/** A stored asset may be a path on this API or an absolute URL; the site needs absolute ones. */
export function absolute(url: string, publicUrl: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

// Short public caching: the site adds its own cache-busting query when the theme changes.
export const assetHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=300',
  // The site shows these from another origin (the shell's), which CORP same-site would block.
  'cross-origin-resource-policy': 'cross-origin',
};

/** Public, anonymous reads: contact links, theme, website settings and the default theme images. */
export const siteRoutes: FastifyPluginAsyncTypebox<SiteRoutesOptions> = async (app, { db, publicUrl, lineLogin }) => {
  // The discovery answer (ADR 0029): what this instance offers beyond section 7, in the website answer.
  const capabilities = offeredCapabilities({ lineLogin });

  app.get(endpoints.contactUs.path, { schema: schemaOf(endpoints.contactUs) }, async () => {
    const url2 = await getSetting(db, settingKeys.contactUrl2);
    return { url: await getSetting(db, settingKeys.contactUrl), url2: url2 === '' ? null : url2 };
  });

  app.get(endpoints.theme.path, { schema: schemaOf(endpoints.theme) }, async () => {
    const title = await getSetting(db, settingKeys.themeTitle);
    return {
      data: [
        {
          logo: absolute(await getSetting(db, settingKeys.themeLogo), publicUrl),
          favicon: absolute(await getSetting(db, settingKeys.themeFavicon), publicUrl),
          title: title === '' ? null : title,
        },
      ],
    };
  });

  app.get(endpoints.website.path, { schema: schemaOf(endpoints.website) }, async () => ({
    registerMode: await getSetting(db, settingKeys.registerMode),
    affiliateEnabled: (await getSetting(db, settingKeys.affiliateEnabled)) === '1',
    capabilities,
  }));

  app.get(assetPaths.logo, async (_request, reply) => reply.headers(assetHeaders).send(logoSvg));
  app.get(assetPaths.favicon, async (_request, reply) => reply.headers(assetHeaders).send(faviconSvg));

  // The logo and favicon staff uploaded (issue 35): content-addressed, so cached for ever.
  app.get(siteImageRoute, { schema: { params: Type.Object({ file: Type.String({ maxLength: 80 }) }) } }, async (request, reply) => {
    const image = await siteImageByFile(db, request.params.file);
    if (!image) return handleNotFound(request, reply);
    return reply.headers(siteImageHeaders(image)).send(image.bytes);
  });
};
