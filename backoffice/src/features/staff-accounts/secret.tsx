import { createContext, useContext } from 'react';

export interface ShownSecret {
  title: string;
  value: string;
  note: string;
}

/** Where a row's reset shows its one-time password: above the table, where it cannot be missed. */
export const ShowSecretContext = createContext<(secret: ShownSecret) => void>(() => undefined);

export const useShowSecret = () => useContext(ShowSecretContext);
