/**
 * The prefix of a company's own topics for POST /api/mqtt/message: a channel
 * only that company's users reach (no Pi may use it; the broker keeps each Pi
 * under its own prefix).
 */
export const COMPANY_TOPIC_PREFIX = 'oak/companies';

/** `oak/companies/{companyId}/`: every topic of the company starts with it. */
export function companyTopicPrefix(companyId: string): string {
  return `${COMPANY_TOPIC_PREFIX}/${companyId}/`;
}
