import { type Environment } from '../environment/environment.constant';

/** Debug logging is off in production and on elsewhere (doc 3 §9). */
export function isDebugLoggingEnabled(environment: Environment): boolean {
  return environment !== 'prod';
}
