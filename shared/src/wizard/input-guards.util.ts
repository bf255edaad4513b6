/*
 * Readers for input that has not been parsed yet: the checks of the wizard run
 * on a request body as the cloud receives it, so they must not trust its shape.
 * Internal to the wizard domain (not re-exported).
 */

export function recordOf(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function isRecordValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The trimmed text of a string value, or '' for anything else. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
