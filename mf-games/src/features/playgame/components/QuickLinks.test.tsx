import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { capabilityNames } from '@member-site/shared';
import { createFakeSession, createPageProps, renderPage } from '@member-site/shared/testing';
import { QuickLinks } from './QuickLinks';

/** The declarations of the stylesheet's rules whose selector is exactly `selector`, outside media queries or in them. */
function declarations(css: string, selector: string): string[] {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((match) => match[1] ?? '');
}

describe('quick links (issue 36: "กงล้อนำโชค" took two lines at 390 px)', () => {
  const css = fs.readFileSync(path.join(__dirname, 'playgame.css'), 'utf8');

  it('lists the four shortcuts as links in one navigation', () => {
    renderPage(<QuickLinks />, createPageProps({ page: 'playgame', session: createFakeSession({ capabilities: capabilityNames }) }));
    const nav = screen.getByRole('navigation', { name: 'เมนูลัด' });
    expect([...nav.querySelectorAll('a.mg-quick__link')].map((link) => link.textContent)).toEqual(['ฝากเงิน', 'ถอนเงิน', 'กงล้อนำโชค', 'โปรโมชั่น']);
  });

  it('never breaks a name: a link is as wide as its name and the row wraps, not the names', () => {
    const link = declarations(css, '.mg-quick__link').join(';');
    expect(link).toMatch(/white-space:\s*nowrap/);
    const list = declarations(css, '.mg-quick__list').join(';');
    expect(list).toMatch(/flex-wrap:\s*wrap/);
    // Equal columns (the old grid) squeezed the longest name into a quarter of the row.
    expect(list).not.toMatch(/grid-template-columns/);
  });
});
