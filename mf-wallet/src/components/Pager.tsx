import { Button } from '@member-site/shared';
import { walletTexts } from '../lib/texts';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next buttons under a paged list; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="mw-pager" aria-label={walletTexts.pageOf(page, pages)}>
      <Button look="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {walletTexts.previous}
      </Button>
      <span className="mw-pager__at">{walletTexts.pageOf(page, pages)}</span>
      <Button look="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {walletTexts.next}
      </Button>
    </nav>
  );
}
