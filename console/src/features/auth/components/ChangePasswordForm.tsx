import { Button, HStack, Stack } from '@chakra-ui/react';
import {
  AUTH_MESSAGES,
  AUTH_SCREEN_LABELS,
  type AuthFieldErrors,
  type NewPasswordChallenge,
  clearAuthFieldError,
  hasAuthFieldErrors,
  validateChangePasswordForm,
} from '@oak/shared';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { completeNewPassword } from '../api/complete-new-password';
import { useAuth } from './AuthProvider';
import { PreLoginCard } from './PreLoginCard';
import { TextField } from './TextField';

const LABELS = AUTH_SCREEN_LABELS.changePassword;
type Field = 'newPassword' | 'confirmPassword';

/** Change password at first sign-in with a temporary password (doc 3 §2, §4 step 2). */
export function ChangePasswordForm({ challenge }: { challenge: NewPasswordChallenge }) {
  const api = useApi();
  const { dispatch, setNotice } = useAuth();
  const [form, setForm] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<AuthFieldErrors<Field>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearAuthFieldError(current, field));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePasswordForm(form);
    setErrors(found);
    if (hasAuthFieldErrors(found)) return;
    setSubmitting(true);
    try {
      await completeNewPassword(api, {
        username: challenge.username,
        session: challenge.session,
        newPassword: form.newPassword,
      });
      // After success the user is signed out and returned to login (doc 3 §4).
      setNotice({ status: 'success', text: AUTH_MESSAGES.initialPasswordChanged });
      dispatch({ type: 'initialPasswordChanged' });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PreLoginCard title={LABELS.title} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label={LABELS.newPassword}
            type="password"
            autoComplete="new-password"
            value={form.newPassword}
            error={errors.newPassword}
            helperText={AUTH_MESSAGES.passwordPolicyHint}
            onChange={change('newPassword')}
            autoFocus
          />
          <TextField
            label={LABELS.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            error={errors.confirmPassword}
            onChange={change('confirmPassword')}
          />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={submitting}>
              {LABELS.submit}
            </Button>
          </HStack>
        </Stack>
      </form>
    </PreLoginCard>
  );
}
