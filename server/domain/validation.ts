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
