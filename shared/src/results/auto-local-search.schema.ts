import { z } from 'zod';

/**
 * One utterance of an auto local search run (doc 1 §3). Statuses are raw
 * strings read through normalizeTestStatus; deviceVirtualAssistant names the
 * DUT's assistant, which decides the columns shown (doc 1 §2.7).
 */
export const autoLocalSearchTestCaseSchema = z.object({
  utteranceId: z.string(),
  utterancePlayedTranscript: z.string(),
  dutResponse: z.string().nullish(),
  status: z.string(),
  transcribeStatus: z.string().nullish(),
  utteranceStatus: z.string().nullish(),
  deviceVirtualAssistant: z.string().nullish(),
});
export type AutoLocalSearchTestCase = z.infer<typeof autoLocalSearchTestCaseSchema>;
