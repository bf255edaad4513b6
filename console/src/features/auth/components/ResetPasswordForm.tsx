import { Button, HStack, Stack } from '@chakra-ui/react';
import {
  AUTH_MESSAGES,
  AUTH_SCREEN_LABELS,
  type AuthFieldErrors,
  clearAuthFieldError,
  hasAuthFieldErrors,
  validateResetPasswordForm,
} from '@oak/shared';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { resetPassword } from '../api/reset-password';
import { useAuth } from './AuthProvider';
import { PreLoginCard } from './PreLoginCard';
import { TextField } from './TextField';

const LABELS = AUTH_SCREEN_LABELS.resetPassword;
type Field = 'code' | 'newPassword' | 'confirmPassword';

/** Reset password (doc 3 §2): the code from the e-mail and the new password twice. */
export function ResetPasswordForm({ email }: { email: string }) {
  const api = useApi();
  const { dispatch, setNotice } = useAuth();
  const [form, setForm] = useState({ code: '', newPassword: '', confirmPassword: '' });
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
    const found = validateResetPasswordForm(form);
    setErrors(found);
    if (hasAuthFieldErrors(found)) return;
    setSubmitting(true);
    try {
      await resetPassword(api, { email, code: form.code.trim(), newPassword: form.newPassword });
      setNotice({ status: 'success', text: AUTH_MESSAGES.passwordResetDone });
      dispatch({ type: 'passwordReset' });
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
            label={LABELS.verificationCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.code}
            error={errors.code}
            onChange={change('code')}
            autoFocus
          />
          <TextField
            label={LABELS.newPassword}
            type="password"
            autoComplete="new-password"
            value={form.newPassword}
            error={errors.newPassword}
            helperText={AUTH_MESSAGES.passwordPolicyHint}
            onChange={change('newPassword')}
          />
          <TextField
            label={LABELS.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            error={errors.confirmPassword}
            onChange={change('confirmPassword')}
          />
          <HStack justify="space-between">
            <Button
              variant="plain"
              px="0"
              colorPalette="brand"
              onClick={() => {
                setNotice(null);
                dispatch({ type: 'backToSignIn' });
              }}
            >
              {LABELS.backToSignIn}
            </Button>
            <Button type="submit" colorPalette="brand" loading={submitting}>
              {LABELS.submit}
            </Button>
          </HStack>
        </Stack>
      </form>
    </PreLoginCard>
  );
}
