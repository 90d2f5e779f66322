import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { LineLinkedNote } from '../components/LineLinkedNote';
import { clearLineRegistration, readLineRegistration } from '../storage';

/**
 * A pending LINE sign-up, in the shape the register form takes (`RegisterLink`): the ticket, the
 * note naming the LINE account, and what to do when the ticket is refused or spent. The page
 * hands it over, so the register feature never imports the LINE feature.
 */
export interface LineSignUp {
  lineRegistrationToken: string;
  note: ReactNode;
  forget: () => void;
  spent: () => void;
}

/** The pending LINE sign-up ticket of this tab (read once), or null. */
export function useLineRegistration(): LineSignUp | null {
  const [registration, setRegistration] = useState(readLineRegistration);
  const forget = useCallback(() => {
    clearLineRegistration();
    setRegistration(null);
  }, []);
  return useMemo(
    () =>
      registration && {
        lineRegistrationToken: registration.lineRegistrationToken,
        note: <LineLinkedNote registration={registration} />,
        forget,
        // Spent on success: the page is about to leave, so only storage is cleared (no re-render).
        spent: clearLineRegistration,
      },
    [registration, forget],
  );
}
