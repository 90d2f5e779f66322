import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrorCodes, endpoints, siteImageMaxBytes, type StaffSiteSettings, type StaffSiteUpdate } from '@member-site/shared/contract';
import { transaction, type Db } from '../base/db';
import { ApiHttpError } from '../base/errors';
import { formatSatang, parseAmountInput } from '../base/money';
import { auditStaff, requireStaff, staffRoute } from '../staff/access';
import type { StaffSessionService } from '../staff/sessions';
import { checkedImage, storeSiteImage, type SiteImageType } from './images';
import { absolute } from './routes';
import { approvalThresholdSatang, getSetting, setSetting, settingKeys, type SettingKey } from './settings';

// The site's settings in the back office (issue 35, ADR 0046), for admins: title, logo and
// favicon, contact links, register mode, the affiliate programme and the four-eyes threshold.
// Members read them through /theme, /contactus and /website at once; the site's first paint
// picks them up within the brand refresh (ADR 0037). Each change is audited before and after.

export interface StaffSiteRoutesOptions {
  db: Db;
  sessions: StaffSessionService;
  now: () => number;
  /** The API's own public base URL: the theme's images as absolute URLs. */
  publicUrl: string;
  /** The four-eyes threshold while no admin has set one (API_STAFF_APPROVAL_THRESHOLD). */
  approvalThresholdSatang: number;
}

export const siteSettingMessages = {
  title: 'กรุณาใส่ชื่อเว็บไซต์',
  commission: 'ค่าคอมมิชชั่นต้องอยู่ระหว่าง 0 ถึง 100% ทศนิยมไม่เกิน 2 ตำแหน่ง',
  threshold: 'ยอดที่ต้องอนุมัติซ้ำต้องมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
} as const;

const refuse = (message: string): ApiHttpError => new ApiHttpError(400, apiErrorCodes.badRequest, message);

const registerModes = ['1', '2', '3', '4'] as const;
type RegisterMode = (typeof registerModes)[number];
const isRegisterMode = (value: string): value is RegisterMode => (registerModes as readonly string[]).includes(value);

/** Basis points of 100 %. */
const fullCommissionBp = 10_000;

// The image's JSON body: its base64 (at most the schema's length) and a little room for the rest.
const imageBodyLimit = Math.ceil(siteImageMaxBytes / 3) * 4 + 1024;

/** The settings as staff see them. */
export async function siteSettings(db: Db, publicUrl: string, thresholdFallback: number): Promise<StaffSiteSettings> {
  const registerMode = await getSetting(db, settingKeys.registerMode);
  const commissionBp = Number(await getSetting(db, settingKeys.affiliateCommissionBp));
  const contactUrl2 = await getSetting(db, settingKeys.contactUrl2);
  return {
    title: await getSetting(db, settingKeys.themeTitle),
    logo: absolute(await getSetting(db, settingKeys.themeLogo), publicUrl),
    favicon: absolute(await getSetting(db, settingKeys.themeFavicon), publicUrl),
    contactUrl: await getSetting(db, settingKeys.contactUrl),
    contactUrl2: contactUrl2 === '' ? null : contactUrl2,
    registerMode: isRegisterMode(registerMode) ? registerMode : '2',
    affiliateEnabled: (await getSetting(db, settingKeys.affiliateEnabled)) === '1',
    affiliateCommission: formatSatang(Number.isSafeInteger(commissionBp) ? commissionBp : 0),
    approvalThreshold: formatSatang(await approvalThresholdSatang(db, thresholdFallback)),
  };
}

/** The update's fields as stored settings (checked), in the order given. */
function storedValues(update: StaffSiteUpdate): [keyof StaffSiteUpdate, SettingKey, string][] {
  const values: [keyof StaffSiteUpdate, SettingKey, string][] = [];
  if (update.title !== undefined) {
    const title = update.title.trim();
    if (!title) throw refuse(siteSettingMessages.title);
    values.push(['title', settingKeys.themeTitle, title]);
  }
  if (update.contactUrl !== undefined) values.push(['contactUrl', settingKeys.contactUrl, update.contactUrl]);
  if (update.contactUrl2 !== undefined) values.push(['contactUrl2', settingKeys.contactUrl2, update.contactUrl2]);
  if (update.registerMode !== undefined) values.push(['registerMode', settingKeys.registerMode, update.registerMode]);
  if (update.affiliateEnabled !== undefined) values.push(['affiliateEnabled', settingKeys.affiliateEnabled, update.affiliateEnabled ? '1' : '0']);
  if (update.affiliateCommission !== undefined) {
    // A percent with two decimals is a whole number of basis points: "0.50" % = 50 bp.
    const bp = parseAmountInput(update.affiliateCommission);
    if (bp === null || bp > fullCommissionBp) throw refuse(siteSettingMessages.commission);
    values.push(['affiliateCommission', settingKeys.affiliateCommissionBp, String(bp)]);
  }
  if (update.approvalThreshold !== undefined) {
    const satang = parseAmountInput(update.approvalThreshold);
    if (satang === null || satang <= 0) throw refuse(siteSettingMessages.threshold);
    values.push(['approvalThreshold', settingKeys.approvalThresholdSatang, String(satang)]);
  }
  return values;
}

export const staffSiteRoutes: FastifyPluginAsyncTypebox<StaffSiteRoutesOptions> = async (
  app,
  { db, sessions, now, publicUrl, approvalThresholdSatang: thresholdFallback },
) => {
  const nowSeconds = (): number => Math.floor(now() / 1000);
  const settings = (from: Db): Promise<StaffSiteSettings> => siteSettings(from, publicUrl, thresholdFallback);
  requireStaff(app, sessions);

  app.get(endpoints.staffSite.path, staffRoute(endpoints.staffSite), async () => settings(db));

  app.post(endpoints.staffSiteUpdate.path, staffRoute(endpoints.staffSiteUpdate), async (request) =>
    transaction(db, async (tx) => {
      const values = storedValues(request.body);
      const before = await settings(tx);
      for (const [, key, value] of values) await setSetting(tx, key, value);
      const after = await settings(tx);
      // Only what changed, as the member site reads it.
      const changed = values.map(([field]) => field).filter((field) => before[field] !== after[field]);
      if (changed.length > 0) {
        const pick = (all: StaffSiteSettings) => Object.fromEntries(changed.map((field) => [field, all[field]]));
        await auditStaff(
          tx,
          request,
          { action: 'site.update', target: { kind: 'site', id: 'settings' }, before: pick(before), after: pick(after) },
          nowSeconds(),
        );
      }
      return after;
    }),
  );

  app.post(endpoints.staffSiteImage.path, { ...staffRoute(endpoints.staffSiteImage), bodyLimit: imageBodyLimit }, async (request) => {
    const { kind, contentType, data } = request.body;
    const type = contentType as SiteImageType;
    const bytes = checkedImage(type, data);
    return transaction(db, async (tx) => {
      const before = (await settings(tx))[kind];
      const image = await storeSiteImage(tx, kind, type, bytes, nowSeconds());
      await setSetting(tx, kind === 'logo' ? settingKeys.themeLogo : settingKeys.themeFavicon, image.path);
      const after = await settings(tx);
      // The image's id and size, never its bytes.
      await auditStaff(
        tx,
        request,
        {
          action: 'site.image',
          target: { kind: 'site-image', id: image.id },
          before: { [kind]: before },
          after: { [kind]: after[kind], contentType: type, bytes: bytes.length },
        },
        nowSeconds(),
      );
      return after;
    });
  });
};
