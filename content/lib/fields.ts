/**
 * The fields every content schema uses most: a text a page shows, trimmed and
 * never empty, with its message in French; and a text that may stay empty.
 */
import { z } from "zod";

export const text = z.string().trim().min(1, "ne peut pas être vide");

/**
 * A text that may stay empty ("" when left out): one optional text, not a
 * union, so that the content editor shows it as a field.
 */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "");
