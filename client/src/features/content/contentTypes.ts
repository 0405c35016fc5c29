// Long-form pages (legal pages, cookie notice, about, FAQ, the form guide) as data: every text
// is a react-intl message (extracted into locales/en.json and translated like the rest), and one
// renderer (ContentPage.tsx) lays them out. Paragraph texts may use <b>…</b> for emphasis.
import type { MessageDescriptor } from "react-intl";

export type TContentBlock =
  | { kind: "p"; text: MessageDescriptor }
  | { kind: "list"; items: MessageDescriptor[] }
  /** An image from client/public (e.g. /guide/editor.png) with its alternative text. */
  | { kind: "image"; src: string; alt: MessageDescriptor; caption?: MessageDescriptor }
  /** A table, e.g. the cookie declaration: a header row and rows of cells. */
  | { kind: "table"; head: MessageDescriptor[]; rows: TContentCell[][] };

/** A table cell: a message, or a literal that reads the same in every language (a cookie's name). */
export type TContentCell = MessageDescriptor | { literal: string };

export interface TContentSection {
  /** The id of the section's heading, for links such as /lawful-bases#primary_purpose. */
  anchor?: string;
  heading: MessageDescriptor;
  blocks: TContentBlock[];
}

export interface TContentPage {
  title: MessageDescriptor;
  /** A lead paragraph under the title. */
  intro?: MessageDescriptor;
  /** Legal pages: the day this version took effect (YYYY-MM-DD), shown as "Last updated". */
  updated?: string;
  sections: TContentSection[];
}

export interface TFaqPage {
  title: MessageDescriptor;
  intro?: MessageDescriptor;
  groups: { heading: MessageDescriptor; items: { question: MessageDescriptor; answer: MessageDescriptor }[] }[];
}
