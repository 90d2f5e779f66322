import type { GameProvider } from '@member-site/shared';
import { imageSrc } from '../../../lib/list';
import { lobbyTexts } from '../texts';

interface ProviderChipsProps {
  providers: GameProvider[];
  selected: string;
  onSelect: (providerId: string) => void;
}

/** The lobby's providers as toggle chips; 'ทั้งหมด' clears the filter. */
export function ProviderChips({ providers, selected, onSelect }: ProviderChipsProps) {
  const chips = [{ id: '', name: lobbyTexts.allProviders, logo: '' }, ...providers];
  return (
    <ul className="mg-chips" aria-label={lobbyTexts.providers}>
      {chips.map((p) => {
        const logo = imageSrc(p.logo);
        return (
          <li key={p.id || 'all'}>
            <button type="button" className="mg-chip" aria-pressed={selected === p.id} onClick={() => onSelect(p.id)}>
              {logo && <img className="mg-chip__logo" src={logo} alt="" width={24} height={24} loading="lazy" />}
              {p.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
