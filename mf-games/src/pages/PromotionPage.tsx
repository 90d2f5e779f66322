import type { PageProps } from '@member-site/shared';
import { NewsList } from '../features/news/components/NewsList';

/** Public: renders for guests (landing layout) and members alike. */
export default function PromotionPage({ api }: PageProps) {
  return <NewsList api={api} kind="promotions" />;
}
