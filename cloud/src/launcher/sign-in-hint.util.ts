export interface SignInHintFacts {
  /** The first administrator's e-mail. */
  readonly email: string;
  /** OAK_ADMIN_PASSWORD is set: the operator knows the password. */
  readonly passwordInEnvironment: boolean;
  /** Where the generated password is kept, as the banner names it. */
  readonly file: string;
  /** The generated password, while its file exists. */
  readonly generatedPassword?: string;
  /** This start generated it: the file did not exist before the cloud started. */
  readonly generatedNow: boolean;
  /** The banner goes to a terminal, not to a log collector. */
  readonly terminal: boolean;
}

/**
 * How the launcher's banner says to sign in. A generated password is shown
 * once, on the terminal of the start that generated it; it never goes to a
 * log stream, and afterwards only its file is named.
 */
export function signInHint(facts: SignInHintFacts): string {
  const { email, file, generatedPassword } = facts;
  if (facts.passwordInEnvironment) return `Sign in as ${email} with the password in OAK_ADMIN_PASSWORD.`;
  if (generatedPassword === undefined) return `Sign in as ${email} with your password.`;
  const kept = `kept in ${file} for a day, or until you change it`;
  if (facts.generatedNow && facts.terminal)
    return `Sign in as ${email} with password ${generatedPassword}   (shown this once; ${kept})`;
  return `Sign in as ${email} with the generated password, ${kept}.`;
}
