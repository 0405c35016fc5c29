/** A message for the respondent form: `formatjs extract` reads these (see fieldMessages.ts). */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  description: string;
}

/**
 * Identity helper with react-intl's name, so `formatjs extract` finds the descriptors,
 * without pulling react-intl into the light public form page.
 */
export function defineMessages<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}
