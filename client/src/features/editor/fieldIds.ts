import { FIELD_ID } from "../../../../shared/fields/formFields.ts";

const MAX_COUNTER = 999_999;

/**
 * Field ids are `<ms timestamp>_<counter>` (CONTRACT.md §5). The counter makes ids made in
 * the same millisecond (a duplicate, a quick double click) distinct; ids already in the
 * form are skipped.
 */
export function createFieldIdFactory(now: () => number = Date.now): (existing: Iterable<string>) => string {
  let counter = 0;
  return (existing) => {
    const taken = new Set(existing);
    for (;;) {
      counter = counter >= MAX_COUNTER ? 1 : counter + 1;
      const id = `${Math.floor(now())}_${counter}`;
      if (!taken.has(id) && FIELD_ID.test(id)) return id;
    }
  };
}
