import { CONDITIONS_OF_USE_URL, PRIVACY_NOTICE_URL, SUPPORT_DOCUMENTATION_URL } from './auth-links.constant';
import { AUTH_SCREEN_LABELS, USER_MENU_LABELS } from './auth-screens.messages';

describe('pre-login screens (doc 3 §2)', () => {
  it('use the spec labels', () => {
    expect(AUTH_SCREEN_LABELS.signIn).toMatchObject({
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      federatedSignIn: 'Login With Amazon',
    });
    expect(AUTH_SCREEN_LABELS.passwordAssistance.submit).toBe('Send Code');
    expect(AUTH_SCREEN_LABELS.resetPassword).toMatchObject({
      verificationCode: 'Verification code',
      newPassword: 'New password',
      confirmNewPassword: 'Confirm new password',
      submit: 'Submit',
    });
    expect(USER_MENU_LABELS).toEqual({
      support: 'Support',
      documentation: 'Documentation',
      signOut: 'Sign out',
    });
  });

  it('link the legal pages to absolute https pages', () => {
    for (const url of [CONDITIONS_OF_USE_URL, PRIVACY_NOTICE_URL]) {
      expect(url).toMatch(/^https:\/\/[^/]+\//);
    }
  });

  it('open the documentation every OAK serves', () => {
    expect(SUPPORT_DOCUMENTATION_URL).toBe('/api/docs');
  });
});
