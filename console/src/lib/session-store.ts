import { type Session, sessionSchema } from '@oak/shared';

const KEY = 'oak.session';

/** The signed-in session, kept in the browser so that a reload stays signed in. */
export const sessionStore = {
  load(): Session | null {
    try {
      const raw = window.localStorage.getItem(KEY);
      const parsed = raw ? sessionSchema.safeParse(JSON.parse(raw)) : undefined;
      return parsed?.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  save(session: Session): void {
    window.localStorage.setItem(KEY, JSON.stringify(session));
  },
  clear(): void {
    window.localStorage.removeItem(KEY);
  },
};
