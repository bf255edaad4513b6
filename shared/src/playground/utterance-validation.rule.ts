/**
 * An utterance needs at least one word (doc 2 §5); chosen: a word is a run of
 * letters or digits in any script, so punctuation or spaces alone are not sent.
 */
export function isValidUtterance(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Enter sends; Shift+Enter does not, it breaks the line (doc 2 §5). */
export function isSendKey(event: { readonly key: string; readonly shiftKey: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey;
}
