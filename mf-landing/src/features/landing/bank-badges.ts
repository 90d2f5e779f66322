import { thaiBanks } from '@member-site/shared';

/** How each bank's badge is drawn: the short name its customers know, on its brand colour. */
interface BadgeStyle {
  short: string;
  background: string;
  text: string;
}

const styles: Record<string, BadgeStyle> = {
  KBANK: { short: 'KBank', background: '#138f2d', text: '#ffffff' },
  SCB: { short: 'SCB', background: '#4e2e7f', text: '#ffffff' },
  BBL: { short: 'BBL', background: '#1e4598', text: '#ffffff' },
  KTB: { short: 'KTB', background: '#1ba5e1', text: '#04263a' },
  BAY: { short: 'krungsri', background: '#fec43b', text: '#4a3f35' },
  TTB: { short: 'ttb', background: '#0a2d6e', text: '#ffffff' },
  GSB: { short: 'GSB', background: '#eb198d', text: '#ffffff' },
  BAAC: { short: 'BAAC', background: '#3d7f18', text: '#ffffff' },
  KKP: { short: 'KKP', background: '#594e8e', text: '#ffffff' },
  CIMBT: { short: 'CIMB', background: '#b5121b', text: '#ffffff' },
  UOBT: { short: 'UOB', background: '#0b3b8c', text: '#ffffff' },
  LHB: { short: 'LH Bank', background: '#5f6062', text: '#ffffff' },
};

const fallback: BadgeStyle = { short: '', background: '#2b3558', text: '#ffffff' };

export interface BankBadge extends BadgeStyle {
  code: string;
  /** The bank's Thai name: the badge's text alternative. */
  name: string;
}

/** Every bank the register forms offer, in the same order, with its badge. */
export const bankBadges: readonly BankBadge[] = thaiBanks.map((bank) => {
  const style = styles[bank.code] ?? { ...fallback, short: bank.code };
  return { code: bank.code, name: bank.name, ...style };
});
