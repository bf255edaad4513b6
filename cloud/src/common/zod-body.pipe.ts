import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { describeIssues } from '@oak/shared';
import { type z } from 'zod';

/**
 * Validates a request part with a shared zod schema: the parsed value (with
 * its defaults and normalisation) or a 400 naming each field at fault.
 */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(
    private readonly schema: S,
    private readonly what = 'Request body',
  ) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    throw new BadRequestException(`${this.what} is invalid: ${describeIssues(parsed.error.issues)}`);
  }
}
