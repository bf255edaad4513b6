import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, NEW_PASSWORD_CHALLENGE } from '@oak/shared';
import * as navigation from '../../../lib/browser-navigation';
import { renderWithProviders } from '../../../testing/render-with-providers';
import {
  environmentConfigStub,
  mockApi,
  requestsTo,
  storeSession,
  testSession,
} from '../../../testing/mock-api';

const user = userEvent.setup();
const session = testSession('ada@oak.test');
const GOOD_PASSWORD = 'Brand-new-Passw0rd';

async function fillSignIn(email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in', () => {
  it('shows the sign-in form without a session, then the app once signed in', async () => {
    const api = mockApi({ 'POST /api/auth/signin': { body: session } });
    renderWithProviders('/labs');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await fillSignIn('ada@oak.test', 'secret');
    expect(await screen.findByRole('heading', { name: 'Configure Labs' })).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/auth/signin')[0]!.body).toEqual({
      email: 'ada@oak.test',
      password: 'secret',
    });
    expect(JSON.parse(window.localStorage.getItem('oak.session')!)).toEqual(session);
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveTextContent('ada@oak.test');
  });

  it("shows the identity service's error for a wrong password", async () => {
    mockApi({
      'POST /api/auth/signin': {
        status: 400,
        body: { statusCode: 400, message: AUTH_MESSAGES.incorrectCredentials },
      },
    });
    renderWithProviders('/labs');
    await fillSignIn('ada@oak.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.incorrectCredentials);
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the session expired when the page carries sessionExpired=true', async () => {
    mockApi();
    window.history.replaceState(null, '', '/labs?sessionExpired=true');
    renderWithProviders('/labs');
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('offers Login With Amazon only when federated login is configured', async () => {
    mockApi();
    const { unmount } = renderWithProviders('/labs');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Login With Amazon' })).not.toBeInTheDocument();
    unmount();

    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    mockApi(
      {},
      {
        ...environmentConfigStub,
        oauth: {
          domain: 'id.example.com',
          redirectSignIn: 'x',
          redirectSignOut: 'y',
          scope: ['email', 'openid', 'profile'],
          responseType: 'code',
        },
      },
    );
    renderWithProviders('/labs');
    await user.click(await screen.findByRole('button', { name: 'Login With Amazon' }));
    expect(reload).toHaveBeenCalledWith('http://oak.test/api/auth/oidc/login');
  });
});

describe('a stored session', () => {
  it('is confirmed with the cloud, and a 401 signs out and reloads with sessionExpired=true', async () => {
    storeSession(session);
    const reload = vi.spyOn(navigation, 'reloadTo').mockImplementation(() => undefined);
    mockApi({
      'GET /api/auth/session': {
        status: 401,
        body: { statusCode: 401, message: AUTH_MESSAGES.sessionExpired },
      },
    });
    renderWithProviders('/labs');
    await waitFor(() => expect(reload).toHaveBeenCalledWith(expect.stringContaining('sessionExpired=true')));
    expect(window.localStorage.getItem('oak.session')).toBeNull();
  });

  it('that has expired in the browser is dropped with the expiry message', async () => {
    storeSession({ ...session, idToken: { ...session.idToken, payload: { email: 'ada@oak.test', exp: 1 } } });
    mockApi();
    renderWithProviders('/labs');
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeInTheDocument();
  });

  it('ends on Sign out in the user menu', async () => {
    storeSession(session);
    const api = mockApi({
      'GET /api/auth/session': { body: session },
      'POST /api/auth/signout': { body: { success: true } },
    });
    renderWithProviders('/labs');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Support' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/auth/signout')[0]!.headers.get('Authorization')).toBe(
      `Bearer ${session.idToken.jwtToken}`,
    );
    expect(window.localStorage.getItem('oak.session')).toBeNull();
  });
});

describe('first sign-in with a temporary password', () => {
  it('asks for a new password, checks it, then returns to sign in', async () => {
    const challenge = {
      challengeName: NEW_PASSWORD_CHALLENGE,
      username: 'new@oak.test',
      session: 'challenge-token',
    };
    const api = mockApi({
      'POST /api/auth/signin': { body: challenge },
      'POST /api/auth/complete-new-password': { body: { success: true } },
    });
    renderWithProviders('/labs');
    await fillSignIn('new@oak.test', 'Temp0rary');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), GOOD_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordsMismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    expect(screen.queryByText(AUTH_MESSAGES.passwordsMismatch)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm new password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.initialPasswordChanged)).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/auth/complete-new-password')[0]!.body).toEqual({
      username: 'new@oak.test',
      session: 'challenge-token',
      newPassword: GOOD_PASSWORD,
    });
  });
});

describe('forgot password', () => {
  it('needs an e-mail, sends the code, resets with it and returns to sign in', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': { body: { deliveryMedium: 'EMAIL', destination: 'a***@o***.test' } },
      'POST /api/auth/forgot-password/submit': { body: { success: true } },
    });
    renderWithProviders('/labs');
    await user.click(await screen.findByRole('button', { name: 'Forgot password' }));
    expect(await screen.findByRole('heading', { name: 'Password assistance' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(AUTH_MESSAGES.usernameEmpty)).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/auth/forgot-password')).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), 'ada@oak.test');
    expect(screen.queryByText(AUTH_MESSAGES.usernameEmpty)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByText(/a\*\*\*@o\*\*\*\.test/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('New password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordsMismatch)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.passwordResetDone)).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/auth/forgot-password/submit')[0]!.body).toEqual({
      email: 'ada@oak.test',
      code: '123456',
      newPassword: GOOD_PASSWORD,
    });
  });

  it("shows the service's refusal of a wrong code", async () => {
    mockApi({
      'POST /api/auth/forgot-password': { body: { deliveryMedium: 'EMAIL', destination: 'a***@o***.test' } },
      'POST /api/auth/forgot-password/submit': {
        status: 400,
        body: { statusCode: 400, message: AUTH_MESSAGES.resetCodeRejected },
      },
    });
    renderWithProviders('/labs');
    await user.click(await screen.findByRole('button', { name: 'Forgot password' }));
    await user.type(await screen.findByLabelText('Email'), 'ada@oak.test');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('New password'), GOOD_PASSWORD);
    await user.type(screen.getByLabelText('Confirm new password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetCodeRejected);
  });
});

describe('federated login', () => {
  it('takes the session the cloud returned in the fragment', async () => {
    mockApi();
    const fragment = `#session=${encodeURIComponent(JSON.stringify(session))}`;
    const { router } = renderWithProviders(`/auth/callback${fragment}`);
    expect(await screen.findByRole('heading', { name: 'Configure Labs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/labs');
    expect(JSON.parse(window.localStorage.getItem('oak.session')!)).toEqual(session);
  });

  it('explains a federated login without an OAK account', async () => {
    mockApi();
    renderWithProviders('/auth/callback?federatedError=no-account&email=eve%40example.com');
    expect(await screen.findByText(AUTH_MESSAGES.federatedNoAccount('eve@example.com'))).toBeInTheDocument();
  });
});
