import type { GameCategory, SiteNews } from '@member-site/shared/contract';

// The game lobby's catalogue: a static, deterministic seed (no table): every start and every test
// sees the same categories, providers and games. All names are made up for the demo.

export const gameCategories: readonly GameCategory[] = [
  { id: 'sport', name: 'กีฬา' },
  { id: 'casino', name: 'คาสิโนสด' },
  { id: 'slot', name: 'สล็อต' },
  { id: 'card', name: 'เกมไพ่' },
  { id: 'fish', name: 'ยิงปลา' },
  { id: 'keno', name: 'คีโน' },
  { id: 'lotto', name: 'หวย' },
];

export const categoryIds: readonly string[] = gameCategories.map((c) => c.id);

export interface ProviderEntry {
  id: string;
  name: string;
  category: string;
  /** Badge and tile colour. */
  color: string;
}

export interface GameEntry {
  id: string;
  name: string;
  category: string;
  provider: string;
  tags: string[];
}

/** Per category: its providers (name, colour) and its games' names. */
const seed: Record<string, { providers: [string, string][]; games: string[] }> = {
  sport: {
    providers: [
      ['Siam Sports', '#1f7a4d'],
      ['Golden Goal', '#b8860b'],
      ['Arena Bet', '#2c5aa0'],
    ],
    games: [
      'ฟุตบอลไทยลีก',
      'Premier Match Day',
      'มวยไทยสด',
      'Basketball Night',
      'วอลเลย์บอลหญิง',
      'E-Sport Clash',
      'Tennis Open Live',
      'แบดมินตันซูเปอร์ซีรีส์',
      'Cycling Tour',
    ],
  },
  casino: {
    providers: [
      ['Siam Gaming', '#8e1b1b'],
      ['Royal Lotus Live', '#6a1b9a'],
      ['Golden Dragon', '#c0392b'],
      ['Pearl Casino', '#00796b'],
    ],
    games: ['บาคาร่าสด', 'Dragon & Tiger', 'รูเล็ตทองคำ', 'Sic Bo Deluxe', 'ไฮโลไทย', 'Blackjack VIP', 'Speed Baccarat', 'ป๊อกเด้งสด', 'Lucky Wheel Live', 'กำถั่ว'],
  },
  slot: {
    providers: [
      ['Lucky Elephant', '#e67e22'],
      ['Jade Reels', '#27ae60'],
      ['Golden Dragon', '#c0392b'],
      ['Neon Spin', '#8e44ad'],
      ['Temple Games', '#a0522d'],
    ],
    games: [
      'ช้างทองมหาสมบัติ',
      'Mango Fortune',
      'Jade Empress',
      'นาคราชพันปี',
      'Tuk Tuk Riches',
      'Neon Nights',
      'ลอยกระทงแจ็คพอต',
      'Golden Temple',
      'Songkran Splash',
      'มวยไทยสล็อต',
      'Durian Dash',
      'Bangkok Lights',
      'ราชินีมรกต',
      'Lotus Treasure',
    ],
  },
  card: {
    providers: [
      ['Siam Gaming', '#8e1b1b'],
      ['Ace Lotus', '#34495e'],
      ['Card Kingdom', '#d35400'],
    ],
    games: ['ป๊อกเด้ง', 'Texas Poker Pro', 'ไพ่แคง', 'เก้าเก', 'Dummy Classic', 'Rummy Royale', 'ไพ่สลาฟ', 'Black & Red'],
  },
  fish: {
    providers: [
      ['Ocean Hunter', '#0277bd'],
      ['Coral Games', '#ff7043'],
      ['Golden Dragon', '#c0392b'],
    ],
    games: ['ยิงปลามังกร', 'Deep Sea King', 'Mermaid Hunt', 'ฉลามยักษ์', 'Coral Reef Fishing', 'Octopus Blast', 'ปลาทองนำโชค', 'Kraken Rising'],
  },
  keno: {
    providers: [
      ['Lucky Numbers', '#5d4037'],
      ['Keno Star', '#1565c0'],
      ['Siam Gaming', '#8e1b1b'],
    ],
    games: ['คีโนด่วน', 'Keno Classic', 'Super Keno 80', 'คีโนทองคำ', 'Keno Rush', 'Lucky 20', 'คีโนราชา', 'Keno Mega'],
  },
  lotto: {
    providers: [
      ['Thai Lotto Hub', '#b71c1c'],
      ['Lucky Draw', '#2e7d32'],
      ['Lao Star', '#283593'],
    ],
    games: ['หวยรัฐบาลไทย', 'หวยลาว', 'หวยฮานอย', 'หวยหุ้นไทย', 'Yeekee 5 Minutes', 'หวยมาเลย์', 'Stock Lotto Asia', 'หวยออมสิน'],
  },
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Tags by position: deterministic, and a few of each kind in every category. */
function tagsAt(index: number): string[] {
  const tags: string[] = [];
  if (index % 4 === 0) tags.push('ยอดนิยม');
  if (index % 5 === 1) tags.push('ใหม่');
  if (index % 7 === 3) tags.push('แจ็คพอต');
  return tags;
}

function build(): { providers: ProviderEntry[]; games: GameEntry[] } {
  const providers: ProviderEntry[] = [];
  const games: GameEntry[] = [];
  for (const category of categoryIds) {
    const entry = seed[category];
    if (!entry) continue;
    const own = entry.providers.map(([name, color]) => ({ id: `${category}-${slug(name)}`, name, category, color }));
    providers.push(...own);
    entry.games.forEach((name, index) => {
      const provider = own[index % own.length] as ProviderEntry;
      games.push({ id: `${category}-${String(index + 1).padStart(2, '0')}`, name, category, provider: provider.id, tags: tagsAt(index) });
    });
  }
  return { providers, games };
}

const built = build();
export const gameProviders: readonly ProviderEntry[] = built.providers;
export const games: readonly GameEntry[] = built.games;

export function findProvider(id: string): ProviderEntry | undefined {
  return gameProviders.find((p) => p.id === id);
}

export function findGame(id: string): GameEntry | undefined {
  return games.find((g) => g.id === id);
}

/** Lower-case, NFC form for "contains" searches; Thai has no case, so it just compares as written. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFC').trim().toLowerCase();
}

export interface GameFilter {
  category?: string;
  provider?: string;
  q?: string;
}

export function filterGames(filter: GameFilter): GameEntry[] {
  const q = filter.q ? normaliseSearch(filter.q) : '';
  return games.filter(
    (g) =>
      (!filter.category || g.category === filter.category) &&
      (!filter.provider || g.provider === filter.provider) &&
      (!q || normaliseSearch(g.name).includes(q)),
  );
}

export interface NewsEntry extends Omit<SiteNews, 'image'> {
  color: string;
}

export const activities: readonly NewsEntry[] = [
  {
    id: 'activity-songkran',
    title: 'สงกรานต์สาดความสุข',
    body: 'เล่นเกมสล็อตครบ 500 บาท รับเครดิตฟรี 50 บาท ตลอดเทศกาลสงกรานต์',
    startsAt: '2026-04-10T00:00:00+07:00',
    endsAt: '2026-04-20T23:59:59+07:00',
    color: '#0288d1',
  },
  {
    id: 'activity-football',
    title: 'ทายผลบอลลุ้นรางวัล',
    body: 'ทายผลคู่บิ๊กแมตช์ทุกสุดสัปดาห์ ทายถูกรับเครดิตฟรี',
    startsAt: '2026-08-01T00:00:00+07:00',
    endsAt: null,
    color: '#2e7d32',
  },
  {
    id: 'activity-wheel',
    title: 'หมุนวงล้อทุกวัน',
    body: 'สมาชิกหมุนวงล้อนำโชคได้วันละ 1 ครั้ง ลุ้นเครดิตสูงสุด 500 บาท',
    startsAt: '2026-01-01T00:00:00+07:00',
    endsAt: null,
    color: '#f9a825',
  },
  {
    id: 'activity-loykrathong',
    title: 'ลอยกระทงแจกจริง',
    body: 'ฝากครบ 300 บาทในคืนลอยกระทง รับสิทธิ์ลุ้นทองคำ',
    startsAt: '2026-11-20T00:00:00+07:00',
    endsAt: '2026-11-30T23:59:59+07:00',
    color: '#6a1b9a',
  },
];

export const promotions: readonly NewsEntry[] = [
  {
    id: 'promo-welcome',
    title: 'โบนัสสมาชิกใหม่ 100%',
    body: 'ฝากครั้งแรกรับโบนัส 100% สูงสุด 1,000 บาท ทำเทิร์น 5 เท่า',
    startsAt: '2026-01-01T00:00:00+07:00',
    endsAt: null,
    color: '#c62828',
  },
  {
    id: 'promo-daily',
    title: 'ฝากรายวันรับ 10%',
    body: 'ฝากครั้งแรกของวันรับโบนัส 10% สูงสุด 500 บาท ทำเทิร์น 3 เท่า',
    startsAt: '2026-01-01T00:00:00+07:00',
    endsAt: null,
    color: '#ef6c00',
  },
  {
    id: 'promo-cashback',
    title: 'คืนยอดเสีย 5% ทุกสัปดาห์',
    body: 'รับคืนยอดเสียทุกวันจันทร์ ไม่ต้องทำเทิร์น',
    startsAt: '2026-03-01T00:00:00+07:00',
    endsAt: null,
    color: '#00838f',
  },
  {
    id: 'promo-friend',
    title: 'ชวนเพื่อนรับค่าแนะนำ',
    body: 'รับ 0.5% จากยอดเล่นของเพื่อนที่แนะนำ (เร็ว ๆ นี้)',
    startsAt: '2026-12-01T00:00:00+07:00',
    endsAt: '2027-02-28T23:59:59+07:00',
    color: '#4527a0',
  },
];

export function findNews(id: string): NewsEntry | undefined {
  return activities.find((n) => n.id === id) ?? promotions.find((n) => n.id === id);
}
