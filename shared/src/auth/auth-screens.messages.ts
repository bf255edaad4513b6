/**
 * Labels of the pre-login screens (doc 3 §2 Pre-login screens). Field and
 * button names are the spec's; titles of the screens and the back link are chosen.
 */
export const AUTH_SCREEN_LABELS = {
  signIn: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot password',
    submit: 'Sign in',
    federatedSignIn: 'Login With Amazon',
    conditionsOfUse: 'Conditions of Use',
    privacyNotice: 'Privacy Notice',
  },
  passwordAssistance: {
    title: 'Password assistance',
    email: 'Email',
    submit: 'Send Code',
    backToSignIn: 'Back to sign in',
  },
  resetPassword: {
    title: 'Reset password',
    verificationCode: 'Verification code',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    submit: 'Submit',
    backToSignIn: 'Back to sign in',
  },
  changePassword: {
    title: 'Change password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    submit: 'Submit',
  },
} as const;

/** The frame's user menu for a signed-in user (doc 3 §2 Frame): Support > Documentation, and Sign out. */
export const USER_MENU_LABELS = {
  support: 'Support',
  documentation: 'Documentation',
  signOut: 'Sign out',
} as const;
