import { z } from 'zod';

/** The body of every REST error (doc 2 §8, ARCHITECTURE.md REST): `{statusCode, message}`. */
export const restErrorBodySchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  message: z.string(),
});
export type RestErrorBody = z.infer<typeof restErrorBodySchema>;
