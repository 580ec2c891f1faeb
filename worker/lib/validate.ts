import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod';
import { formatZodError } from '@shared/validation';
import { AppError } from './errors';

/** zod validation with the shared schemas; a failure is a 400 with a French message naming the field. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new AppError(400, formatZodError(result.error));
  });
}
