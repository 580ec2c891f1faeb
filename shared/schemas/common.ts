import { z } from '../validation';
import { NAME_MAX_LENGTH, TAG_MAX_LENGTH, LIST_MAX_ENTRIES, COMMENT_MAX_LENGTH } from '../constants';

/** Random string ids (never sequential). */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'identifiant invalide');

export const tagSchema = z.string().trim().min(1).max(TAG_MAX_LENGTH);
export const tagListSchema = z.array(tagSchema).max(LIST_MAX_ENTRIES);
export const shortTextSchema = z.string().max(NAME_MAX_LENGTH);
export const commentSchema = z.string().max(COMMENT_MAX_LENGTH);

export const errorResponseSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `{ success: true, message?, data }`: the answers that carry data (a client holding the body as `data` reads `data.data`). */
export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const healthResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), time: z.string() }),
});
