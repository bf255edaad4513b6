import { Button, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import {
  AUTH_SCREEN_LABELS,
  CONDITIONS_OF_USE_URL,
  FEDERATED_LOGIN_PATH,
  PRIVACY_NOTICE_URL,
  isNewPasswordChallenge,
  withoutSessionExpiredQuery,
} from '@oak/shared';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../../lib/ApiProvider';
import { reloadTo } from '../../../lib/browser-navigation';
import { useEnvironmentConfig } from '../../environment/api/get-environment-config';
import { signIn } from '../api/sign-in';
import { useAuth } from './AuthProvider';
import { PreLoginCard } from './PreLoginCard';
import { TextField } from './TextField';

const LABELS = AUTH_SCREEN_LABELS.signIn;

/** Sign in (doc 3 §2): e-mail and password, forgot password, and federated login when configured. */
export function SignInForm() {
  const api = useApi();
  const { oauth } = useEnvironmentConfig();
  const { dispatch, setNotice } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const response = await signIn(api, { email, password });
      setNotice(null);
      if (isNewPasswordChallenge(response)) {
        dispatch({ type: 'newPasswordRequired', challenge: response });
      } else {
        window.history.replaceState(
          window.history.state,
          '',
          withoutSessionExpiredQuery(window.location.href),
        );
        dispatch({ type: 'signedIn', session: response });
      }
    } catch (caught) {
      // Sign-in error text comes from the identity service (doc 3 §5).
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
            onChange={(value) => {
              setEmail(value);
              setError(null);
            }}
            autoFocus
          />
          <TextField
            label={LABELS.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError(null);
            }}
          />
          <HStack justify="space-between">
            <Button
              variant="plain"
              px="0"
              colorPalette="brand"
              onClick={() => dispatch({ type: 'forgotPassword' })}
            >
              {LABELS.forgotPassword}
            </Button>
            <Button
              type="submit"
              colorPalette="brand"
              loading={submitting}
              disabled={!email.trim() || !password}
            >
              {LABELS.submit}
            </Button>
          </HStack>
        </Stack>
      </form>
      {oauth && (
        <>
          <Separator />
          <Button variant="outline" onClick={() => reloadTo(api.url(FEDERATED_LOGIN_PATH))}>
            {LABELS.federatedSignIn}
          </Button>
        </>
      )}
      <Text fontSize="xs" color="fg.muted">
        <Link href={CONDITIONS_OF_USE_URL} target="_blank" rel="noreferrer">
          {LABELS.conditionsOfUse}
        </Link>
        {' · '}
        <Link href={PRIVACY_NOTICE_URL} target="_blank" rel="noreferrer">
          {LABELS.privacyNotice}
        </Link>
      </Text>
    </PreLoginCard>
  );
}
