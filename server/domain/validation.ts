import type { z } from "zod";
import { ValidationError } from "./errors.ts";

/** Parses input with a zod schema; on failure throws a ValidationError naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "input";
    errors[key] ??= issue.message;
  }
  throw new ValidationError(Object.values(errors)[0] ?? "Invalid input", errors);
}

export const DATE_OUT_OF_RANGE = "Dates must lie between the years 1 and 9999";

/** A valid date PostgreSQL can store and every API can print (ISO years 1–9999). */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}
