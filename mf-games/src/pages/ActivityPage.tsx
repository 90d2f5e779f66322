import type { PageProps } from '@member-site/shared';
import { NewsList } from '../features/news/components/NewsList';

/** Public: renders for guests (landing layout) and members alike. */
export default function ActivityPage({ api }: PageProps) {
  return <NewsList api={api} kind="activities" />;
}
