import { PreparingPage } from '@member-site/shared';

export default function PromotionCodePage() {
  return <PreparingPage title="โค้ดโปรโมชั่น" />;
}
