import { errorText, useApi } from '@member-site/shared';
import { useCallback, useState } from 'react';
import { choosePromotion } from '../api/deposit';

export interface PromotionChoiceState {
  /** What the API holds for the next credited deposit. */
  saved: string | null;
  /** The radio the member has selected; its terms show until accepted. */
  selected: string | null;
  sending: boolean;
  /** The API's Thai refusal (or the network message), shown as text. */
  error: string | null;
  /** Set once the member saved a choice on this visit: the page confirms it. */
  justSaved: boolean;
}

/**
 * The member's promotion choice: selecting only shows the terms; nothing is stored until the
 * member accepts them (or confirms taking none). A refusal keeps the selection as it was.
 */
export function usePromotionChoice(initial: string | null) {
  const api = useApi();
  const [state, setState] = useState<PromotionChoiceState>({ saved: initial, selected: initial, sending: false, error: null, justSaved: false });

  const select = useCallback((selected: string | null) => setState((s) => ({ ...s, selected, error: null, justSaved: false })), []);

  const save = useCallback(async () => {
    if (state.sending) return;
    const wanted = state.selected;
    setState((s) => ({ ...s, sending: true, error: null }));
    try {
      const saved = await choosePromotion(api, wanted);
      setState((s) => ({ ...s, saved, selected: saved, sending: false, justSaved: true }));
    } catch (error) {
      setState((s) => ({ ...s, sending: false, error: errorText(error) }));
    }
  }, [api, state.sending, state.selected]);

  return { state, select, save };
}
