/**
 * The field every content schema uses most: a text a page shows, trimmed and
 * never empty, with its message in French.
 */
import { z } from "zod";

export const text = z.string().trim().min(1, "ne peut pas être vide");
