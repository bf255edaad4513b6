import { z } from 'zod';

/**
 * The customer-id allow list (doc 3 §7 lists /api/customeridwhitelist, usage
 * not shown; doc 2 §6 and doc 3 §6: the Playground needs an allow-listed
 * customer id). It is the company's customer ids, the same ones every check
 * asks about: a run's devices, the device lists and the Playground's devices
 * must be registered under one of them. Read-only: a customer id joins a
 * company through the operator (the admin command line or lab provisioning),
 * never through a user's call, since whoever holds a customer id can list and
 * drive the devices registered under it.
 * @kept as a contract another package's specs check the product against (its routes, its stubs)
 */
export const CUSTOMER_ID_WHITELIST_API_PATHS = {
  list: '/api/customeridwhitelist',
  entry: (customerId: string) => `/api/customeridwhitelist/${encodeURIComponent(customerId)}`,
} as const;

/** The fields `q` may filter on: an entry's own. */
export const CUSTOMER_ID_WHITELIST_FILTER_FIELDS = ['customerId', 'email', 'createdAt'] as const;
export type CustomerIdWhitelistFilterField = (typeof CUSTOMER_ID_WHITELIST_FILTER_FIELDS)[number];

/** One allow-listed customer id of the company (doc 2 §3 'Customer id entry: customerId, email'). */
export const customerIdWhitelistEntrySchema = z.object({
  customerId: z.string().min(1),
  email: z.string(),
  /** When the customer id joined the company's allow list. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type CustomerIdWhitelistEntry = z.infer<typeof customerIdWhitelistEntrySchema>;

export const customerIdWhitelistSchema = z.array(customerIdWhitelistEntrySchema);
export type CustomerIdWhitelist = z.infer<typeof customerIdWhitelistSchema>;
