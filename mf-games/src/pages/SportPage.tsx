import { useParams } from 'react-router-dom';
import { Lobby } from '../features/lobby/components/Lobby';

/** /Sport and /Sport/{sport}: the URL's sport picks a provider (or sub-filter) of the lobby. */
export default function SportPage() {
  // Undefined on /Sport: no provider chosen.
  const sport = useParams().sport ?? '';
  return <Lobby key={sport} category="sport" initialProvider={sport} />;
}
