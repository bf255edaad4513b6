import { Button, HStack, Stack } from '@chakra-ui/react';
import {
  AUTH_MESSAGES,
  AUTH_SCREEN_LABELS,
  clearAuthFieldError,
  hasAuthFieldErrors,
  validateForgotPasswordForm,
} from '@oak/shared';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { forgotPassword } from '../api/forgot-password';
import { useAuth } from './AuthProvider';
import { PreLoginCard } from './PreLoginCard';
import { TextField } from './TextField';

const LABELS = AUTH_SCREEN_LABELS.passwordAssistance;

/** Password assistance (doc 3 §2): the e-mail to send a one-time code to. */
export function PasswordAssistanceForm() {
  const api = useApi();
  const { dispatch, setNotice } = useAuth();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ email?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotPasswordForm({ email });
    setErrors(found);
    if (hasAuthFieldErrors(found)) return;
    setSubmitting(true);
    setError(null);
    try {
      const { destination } = await forgotPassword(api, { email });
      setNotice({ status: 'info', text: `${AUTH_MESSAGES.resetCodeSent} (${destination})` });
      dispatch({ type: 'codeSent', username: email.trim() });
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
            label={LABELS.email}
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            error={errors.email}
            onChange={(value) => {
              setEmail(value);
              setErrors((current) => clearAuthFieldError(current, 'email'));
            }}
            autoFocus
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
