import { PreparingPage, routeTitle } from '@member-site/shared';

export default function PromotionCodePage() {
  return <PreparingPage title={routeTitle('promotionCode')} />;
}
