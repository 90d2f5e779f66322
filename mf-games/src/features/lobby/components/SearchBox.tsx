import { useId } from 'react';
import { lobbyTexts } from '../texts';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="mg-search" role="search">
      <label htmlFor={id} className="mg-search__label">
        {lobbyTexts.search}
      </label>
      <input
        id={id}
        className="mg-search__input"
        type="search"
        inputMode="search"
        autoComplete="off"
        maxLength={60}
        placeholder={lobbyTexts.searchPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
