import { useCallback, useState } from 'react';

export interface FunctionalSections {
  /** The open category sections of the Test Metrics tab. */
  readonly openCategories: string[];
  readonly setOpenCategories: (categories: string[]) => void;
  /** The open test case sections of the utterance details tab, by case key. */
  readonly openCases: string[];
  readonly setOpenCases: (keys: string[]) => void;
  /** The case whose Utterances button opened the utterance details, to focus there. */
  readonly focusCase?: string;
  /** A case's Utterances button: its section opens and takes the focus (doc 1 §2.6). */
  readonly showCase: (key: string) => void;
  /** The utterance details opened any other way: no case takes the focus. */
  readonly clearFocus: () => void;
}

/**
 * Which sections of a functional run's two tabs are open. The tabs unmount
 * when left, so the card keeps this: back from the utterance details, the
 * categories the operator had open are open still.
 */
export function useFunctionalSections(): FunctionalSections {
  const [openCategories, setOpenCategories] = useState<string[]>([]);
  const [openCases, setOpenCases] = useState<string[]>([]);
  const [focusCase, setFocusCase] = useState<string>();
  const showCase = useCallback((key: string) => {
    setOpenCases((open) => (open.includes(key) ? open : [...open, key]));
    setFocusCase(key);
  }, []);
  const clearFocus = useCallback(() => setFocusCase(undefined), []);
  return { openCategories, setOpenCategories, openCases, setOpenCases, focusCase, showCase, clearFocus };
}
