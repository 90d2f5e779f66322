import { NewsList } from '../features/news/components/NewsList';

/** Public: renders for guests (landing layout) and members alike. */
export default function ActivityPage() {
  return <NewsList kind="activities" />;
}
