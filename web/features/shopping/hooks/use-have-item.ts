import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShoppingItem } from '@shared/schemas/shopping';
import { errorMessage } from '@web/lib/api';
import { pantryKey } from '@web/lib/household';
import { keepNewerList } from '../api/get-shopping-list';
import { haveItem, type HaveAmount } from '../api/have-item';
import { SHOPPING_TEXTS as T } from '../texts';

/**
 * « J'ai déjà » on an item: sent at once (it needs the server: the pantry is the household's), the
 * list answered replaces the one shown unless a live push was newer, and the server's French message
 * says where the item went.
 */
export function useHaveItem(listId: string) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const have = async (item: ShoppingItem, amount?: HaveAmount) => {
    setNotice(null);
    setError(null);
    try {
      const { list, message } = await haveItem(listId, item._id, amount);
      keepNewerList(queryClient, list);
      void queryClient.invalidateQueries({ queryKey: pantryKey });
      setNotice(message);
    } catch (cause) {
      setError(errorMessage(cause, T.haveError));
    }
  };
  return { have, notice, error };
}
