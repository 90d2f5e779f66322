import { PreparingPage } from '@member-site/shared';

export default function TicketPage() {
  return <PreparingPage title="ตั๋วของฉัน" />;
}
