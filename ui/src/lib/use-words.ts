import { useEffect, useState } from 'react';
import { loadWords, wordsLoaded, type WordSet } from '@/lib/i18n';

/**
 * Whether a set of words a screen says is there, fetching it the first time (when `wanted`);
 * the screen shows a spinner until then rather than the bare keys.
 */
export function useWords(set: WordSet, wanted = true) {
  const [loaded, setLoaded] = useState(() => wordsLoaded(set));
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    void loadWords(set).then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [set, wanted, loaded]);
  return loaded;
}
