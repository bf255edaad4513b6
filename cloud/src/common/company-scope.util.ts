import { NotFoundException } from '@nestjs/common';

/**
 * A record of another company answers exactly like one that does not exist
 * (doc 2 §6: everything is limited to the user's company), so ids of other
 * companies cannot even be confirmed.
 */
export function ownedOr404<T extends { companyId: string }>(
  record: T | null | undefined,
  companyId: string,
  what: string,
): T {
  if (!record || record.companyId !== companyId) throw new NotFoundException(`${what} not found`);
  return record;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a record, and answers like an unknown one. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
