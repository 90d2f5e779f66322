import { PreparingPage } from '@member-site/shared';

export default function PromotionPage() {
  return <PreparingPage title="โปรโมชั่น" />;
}
