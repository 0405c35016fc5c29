// ICU text whose only syntax is plain {name} arguments. An apostrophe is literal unless it
// quotes ICU syntax ('{', '}', '#', '|' or another apostrophe follows it).
const TEXT = "(?:[^{}']|'(?![{}#|']))*";
const SIMPLE_MESSAGE = new RegExp(`^${TEXT}(?:\\{\\s*[A-Za-z_]\\w*\\s*\\}${TEXT})*$`);
const ARGUMENT = /\{\s*([A-Za-z_]\w*)\s*\}/g;

/** Whether a message needs no ICU parser: text with at most plain {name} arguments. */
export function isSimpleMessage(message: string): boolean {
  return SIMPLE_MESSAGE.test(message);
}

/** Formats a simple message; an argument without a value is left as written. */
export function formatSimpleMessage(message: string, values: Record<string, string | number> | undefined): string {
  return message.replace(ARGUMENT, (whole, name: string) => (values && Object.hasOwn(values, name) ? String(values[name]) : whole));
}
