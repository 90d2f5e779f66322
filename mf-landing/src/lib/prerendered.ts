import { emptySessionValues } from '@member-site/shared';

/**
 * What the prerendered pages were rendered with (ADR 0025): a visitor with no theme, website
 * settings or contact links loaded yet. Hydration starts from these; the live values follow.
 */
export const prerendered = {
  theme: { value: emptySessionValues.theme },
  website: { value: emptySessionValues.website },
  contact: { value: emptySessionValues.contact },
} as const;
