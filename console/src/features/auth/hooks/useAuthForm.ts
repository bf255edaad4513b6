import { type AuthFieldErrors, clearAuthFieldError, hasAuthFieldErrors } from '@oak/shared';
import { type FormEvent, useState } from 'react';

export interface AuthFormOptions<F extends string> {
  /** The shared rule that checks the fields before anything is sent (doc 3 §5). */
  readonly validate?: (form: Readonly<Record<F, string>>) => AuthFieldErrors<F>;
  /** Sends the form; a thrown error's message is the form's error (the identity service's text). */
  readonly send: (form: Readonly<Record<F, string>>) => Promise<void>;
}

/**
 * The state every pre-login form has: its fields, their errors, the error of
 * the last attempt and whether one is on its way. Typing in a field clears its
 * error and the form's.
 */
export function useAuthForm<F extends string>(initial: Record<F, string>, options: AuthFormOptions<F>) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<AuthFieldErrors<F>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: F) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearAuthFieldError(current, field));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = options.validate?.(form) ?? {};
    setErrors(found);
    if (hasAuthFieldErrors(found)) return;
    setSubmitting(true);
    setError(null);
    try {
      await options.send(form);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return { form, errors, error, submitting, change, submit };
}
