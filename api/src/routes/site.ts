import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../shared/src/contract/paths';
import type { ContactUs, ThemeResponse, WebsiteSetting } from '../../../shared/src/contract/site';
import { faviconSvg, logoSvg } from '../assets';
import type { Db } from '../db';
import { getSetting, settingKeys } from '../settings';

export interface SiteRoutesOptions {
  db: Db;
  /** The API's own public base URL, without a trailing slash. */
  publicUrl: string;
}

export const assetPaths = {
  logo: '/api/v1/assets/logo.svg',
  favicon: '/api/v1/assets/favicon.svg',
} as const;

const nullableString = { type: ['string', 'null'] };

const contactUsSchema = {
  response: { 200: { type: 'object', properties: { url: { type: 'string' }, url2: nullableString } } },
};

const themeSchema = {
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: { logo: { type: 'string' }, favicon: { type: 'string' }, title: nullableString },
          },
        },
      },
    },
  },
};

const websiteSchema = {
  response: { 200: { type: 'object', properties: { registerMode: { type: 'string' } } } },
};

/** A stored asset may be a path on this API or an absolute URL; the site needs absolute ones. */
function absolute(url: string, publicUrl: string): string {
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
export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, { db, publicUrl }) => {
  app.get(apiPaths.contactUs, { schema: contactUsSchema }, async (): Promise<ContactUs> => {
    const url2 = getSetting(db, settingKeys.contactUrl2);
    return { url: getSetting(db, settingKeys.contactUrl), url2: url2 === '' ? null : url2 };
  });

  app.get(apiPaths.theme, { schema: themeSchema }, async (): Promise<ThemeResponse> => {
    const title = getSetting(db, settingKeys.themeTitle);
    return {
      data: [
        {
          logo: absolute(getSetting(db, settingKeys.themeLogo), publicUrl),
          favicon: absolute(getSetting(db, settingKeys.themeFavicon), publicUrl),
          title: title === '' ? null : title,
        },
      ],
    };
  });

  app.get(apiPaths.website, { schema: websiteSchema }, async (): Promise<WebsiteSetting> => ({
    registerMode: getSetting(db, settingKeys.registerMode),
  }));

  app.get(assetPaths.logo, async (_request, reply) => reply.headers(assetHeaders).send(logoSvg));
  app.get(assetPaths.favicon, async (_request, reply) => reply.headers(assetHeaders).send(faviconSvg));
};
