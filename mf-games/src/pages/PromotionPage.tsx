import { NewsList } from '../features/news/components/NewsList';

/** Public: renders for guests (landing layout) and members alike. */
export default function PromotionPage() {
  return <NewsList kind="promotions" />;
}
