import { useCallback, useEffect, useState } from 'react';
import { getItem, listItems, type SavedItem } from '../../../lib/saved-db';
import { onSavedChange } from '../lib/saved-events';

/** One saved item, kept current as it downloads; null when it is not saved, undefined while reading. */
export function useSavedItem(key: string): SavedItem | null | undefined {
  const [item, setItem] = useState<SavedItem | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const read = () =>
      getItem(key)
        .then((found) => live && setItem(found ?? null))
        .catch((error: unknown) => {
          console.warn('Reading a saved item failed', error);
          if (live) setItem(null);
        });
    void read();
    const off = onSavedChange((changed) => changed === key && void read());
    return () => {
      live = false;
      off();
    };
  }, [key]);
  return item;
}

/** Every saved item, re-read whenever one changes; undefined while reading. */
export function useSavedItems(): { items: SavedItem[] | undefined; reload: () => void } {
  const [items, setItems] = useState<SavedItem[] | undefined>(undefined);
  const reload = useCallback(() => {
    listItems()
      .then(setItems)
      .catch((error: unknown) => {
        console.warn('Reading saved items failed', error);
        setItems([]);
      });
  }, []);
  useEffect(() => {
    reload();
    return onSavedChange(reload);
  }, [reload]);
  return { items, reload };
}
