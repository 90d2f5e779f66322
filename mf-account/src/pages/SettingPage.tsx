import { routeTitle, type PageProps } from '@member-site/shared';
import { SaferPlay } from '../features/safer-play/components/SaferPlay';
import '../components/account.css';

/** /Setting: the member's settings, safer play among them. */
export default function SettingPage({ api, session }: PageProps) {
  return (
    <div className="ma-page">
      <h1>{routeTitle('setting')}</h1>
      <SaferPlay api={api} session={session} />
    </div>
  );
}
