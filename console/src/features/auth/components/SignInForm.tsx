import { Button, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import {
  AUTH_SCREEN_LABELS,
  CONDITIONS_OF_USE_URL,
  FEDERATED_LOGIN_PATH,
  PRIVACY_NOTICE_URL,
  isNewPasswordChallenge,
  withoutSessionExpiredQuery,
} from '@oak/shared';
import { useApi } from '../../../lib/ApiProvider';
import { reloadTo } from '../../../lib/browser-navigation';
import { useEnvironmentConfig } from '../../../lib/api/get-environment-config';
import { signIn } from '../api/sign-in';
import { useAuthForm } from '../hooks/useAuthForm';
import { useAuth } from '../../../lib/auth-context';
import { PreLoginCard } from './PreLoginCard';
import { TextField } from './TextField';

const LABELS = AUTH_SCREEN_LABELS.signIn;

/** Sign in (doc 3 §2): e-mail and password, forgot password, and federated login when configured. */
export function SignInForm() {
  const api = useApi();
  const { oauth } = useEnvironmentConfig();
  const { dispatch, setNotice } = useAuth();
  const { form, error, submitting, change, submit } = useAuthForm(
    { email: '', password: '' },
    {
      // Sign-in errors come from the identity service (doc 3 §5).
      send: async ({ email, password }) => {
        const response = await signIn(api, { email, password });
        setNotice(null);
        if (isNewPasswordChallenge(response)) {
          dispatch({ type: 'newPasswordRequired', challenge: response });
          return;
        }
        window.history.replaceState(
          window.history.state,
          '',
          withoutSessionExpiredQuery(window.location.href),
        );
        dispatch({ type: 'signedIn', session: response });
      },
    },
  );

  return (
    <PreLoginCard title={LABELS.title} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label={LABELS.email}
            type="email"
            autoComplete="username"
            inputMode="email"
            value={form.email}
            onChange={change('email')}
            autoFocus
          />
          <TextField
            label={LABELS.password}
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={change('password')}
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
              disabled={!form.email.trim() || !form.password}
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
