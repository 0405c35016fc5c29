// The built-in form template library as authored in prisma/seed/templates/<group>.json
// (one file per top-level category of SPEC.md §2). Text is never stored here: every title,
// description, label, option, placeholder, help text, item and level is a message id whose
// English text lives in locales/templates/en.json (and translations beside it).
// Pure and free of Node-only imports, so the client can import it for "use this template".
import { z } from "zod";
import { FIELD_NAMES, type FieldName } from "../fields/fieldKinds.ts";
import { FIELD_ID, MAX_FIELDS, ZFormFields, type TFormField, type TFormFields } from "../fields/formFields.ts";
import { QR_DESIGN_TEMPLATES, findQrDesignTemplate } from "../qr/qrDesignTemplates.ts";
import type { TQrOptionsInput } from "../qr/qrOptions.ts";

/** Slugs of categories and templates: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A field key, unique within its template: kebab-case or camelCase. */
const FIELD_KEY = /^[a-z][a-zA-Z0-9]*(?:-[a-zA-Z0-9]+)*$/;
/** Message ids of the library all start with `tpl.`. */
const MESSAGE_ID = /^tpl\.[a-zA-Z0-9.-]+$/;
const HEX = /^[0-9a-f]{6}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The kinds that only show text; they are never required and take no placeholder. */
export const TEMPLATE_LAYOUT_KINDS: ReadonlySet<FieldName> = new Set<FieldName>(["QRFieldTitle", "QRFieldDescription", "QRFieldLabel"]);
/** Kinds whose answer is picked from `options`. */
export const TEMPLATE_CHOICE_KINDS: ReadonlySet<FieldName> = new Set<FieldName>(["QRFieldRadio", "QRFieldDropdown", "QRFieldCheckbox"]);
/** Kinds whose options nest (level1 … level4). */
export const TEMPLATE_LEVEL_KINDS: ReadonlySet<FieldName> = new Set<FieldName>(["QRFieldMultipleLevelSelect", "QRFieldCascadeSelect"]);
/** Kinds with rows (`items`). */
export const TEMPLATE_ITEM_KINDS: ReadonlySet<FieldName> = new Set<FieldName>(["QRFieldSheet", "QRFieldCheckList"]);

/** The English name of each kind, stored as a field's displayName (same words as the builder's palette). */
export const FIELD_DISPLAY_NAMES: Readonly<Record<FieldName, string>> = {
  QRFieldTitle: "Title",
  QRFieldDescription: "Description",
  QRFieldLabel: "Label",
  QRFieldShortText: "Short text",
  QRFieldLongText: "Long text",
  QRFieldEmail: "Email",
  QRFieldPhone: "Phone",
  QRFieldNumber: "Number",
  QRFieldName: "Name",
  QRFieldAddress: "Address",
  QRFieldCalendar: "Calendar",
  QRFieldTime: "Time",
  QRFieldRadio: "Radio",
  QRFieldDropdown: "Dropdown",
  QRFieldGender: "Gender",
  QRFieldLocation: "Location",
  QRFieldCheckbox: "Checkbox",
  QRFieldSheet: "Sheet",
  QRFieldCheckList: "Check list",
  QRFieldDocument: "Document",
  QRFieldPicture: "Picture",
  QRFieldSignature: "Signature",
  QRFieldAudio: "Audio",
  QRFieldVideo: "Video",
  QRFieldMultipleLevelSelect: "Multiple level select",
  QRFieldCascadeSelect: "Cascade select",
};

/** Date format of calendar fields that do not set one (SPEC.md §9). */
export const DEFAULT_TEMPLATE_DATE_FORMAT = "MM/DD/YYYY";

const ZMessageId = z.string().regex(MESSAGE_ID, "Message ids look like tpl.<slug>.<part>");
const ZSlug = z.string().min(2).max(80).regex(SLUG, "Slugs are lower-case words joined by hyphens");

/** A choice: its message id, or an object whose children are the next level's choices. */
export type TTemplateOption = string | { label: string; children?: TTemplateOption[] };
export const ZTemplateOption: z.ZodType<TTemplateOption> = z.lazy(() =>
  z.union([ZMessageId, z.strictObject({ label: ZMessageId, children: z.array(ZTemplateOption).min(1).max(100).optional() })]),
);

/** One field in the compact authoring form. */
export const ZTemplateField = z.strictObject({
  key: z.string().min(1).max(60).regex(FIELD_KEY, "Field keys are kebab-case or camelCase"),
  name: z.enum(FIELD_NAMES, { error: "Unknown field type" }),
  label: ZMessageId,
  required: z.boolean().optional(),
  placeholder: ZMessageId.optional(),
  help: ZMessageId.optional(),
  options: z.array(ZTemplateOption).min(1).max(100).optional(),
  items: z.array(ZMessageId).min(1).max(100).optional(),
  levels: z.array(ZMessageId).min(1).max(4).optional(),
  enableNeutral: z.boolean().optional(),
  dateFormat: z.string().min(1).max(40).optional(),
  timeOnly: z.boolean().optional(),
});
export type TTemplateField = z.output<typeof ZTemplateField>;

function optionDepth(options: readonly TTemplateOption[] | undefined): number {
  if (!options || options.length === 0) return 0;
  return 1 + Math.max(...options.map((o) => (typeof o === "string" ? 0 : optionDepth(o.children))));
}

function isNested(options: readonly TTemplateOption[]): boolean {
  return options.some((o) => typeof o !== "string");
}

/** Every message id of one option tree, depth first. */
function optionIds(options: readonly TTemplateOption[]): string[] {
  return options.flatMap((o) => (typeof o === "string" ? [o] : [o.label, ...optionIds(o.children ?? [])]));
}

/** Checks a field's settings against its kind and the message-id convention of its template. */
function checkField(field: TTemplateField, slug: string, path: (string | number)[], ctx: z.RefinementCtx): void {
  const issue = (message: string, at: string | number | undefined = undefined) =>
    ctx.addIssue({ code: "custom", message, path: at === undefined ? path : [...path, at] });
  const base = `tpl.${slug}.f.${field.key}`;
  if (field.label !== base) issue(`The label id of field "${field.key}" must be ${base}`, "label");
  if (field.placeholder !== undefined && field.placeholder !== `${base}.placeholder`) issue(`Placeholder ids are ${base}.placeholder`, "placeholder");
  if (field.help !== undefined && field.help !== `${base}.help`) issue(`Help ids are ${base}.help`, "help");
  field.items?.forEach((id, i) => {
    if (id !== `${base}.i${i + 1}`) issue(`Item ${i + 1} of "${field.key}" must be ${base}.i${i + 1}`, "items");
  });
  field.levels?.forEach((id, i) => {
    if (id !== `${base}.l${i + 1}`) issue(`Level ${i + 1} of "${field.key}" must be ${base}.l${i + 1}`, "levels");
  });
  const checkOptionIds = (options: readonly TTemplateOption[], prefix: string) =>
    options.forEach((o, i) => {
      const id = `${prefix}.o${i + 1}`;
      const label = typeof o === "string" ? o : o.label;
      if (label !== id) issue(`Option ${id.slice(base.length + 1)} of "${field.key}" must be ${id}`, "options");
      if (typeof o !== "string" && o.children) checkOptionIds(o.children, id);
    });
  if (field.options) checkOptionIds(field.options, base);

  const kind = field.name;
  if (TEMPLATE_LAYOUT_KINDS.has(kind)) {
    if (field.required) issue(`A ${FIELD_DISPLAY_NAMES[kind]} field shows text and cannot be required`, "required");
    if (field.placeholder) issue(`A ${FIELD_DISPLAY_NAMES[kind]} field takes no placeholder`, "placeholder");
  }
  if (TEMPLATE_CHOICE_KINDS.has(kind)) {
    // A single checkbox is the usual "I agree" box; one radio or dropdown choice is no choice.
    const fewest = kind === "QRFieldCheckbox" ? 1 : 2;
    if (!field.options || field.options.length < fewest) {
      issue(`A ${FIELD_DISPLAY_NAMES[kind]} field needs at least ${fewest === 1 ? "one option" : "two options"}`, "options");
    } else if (isNested(field.options)) issue(`Options of a ${FIELD_DISPLAY_NAMES[kind]} field do not nest`, "options");
  } else if (TEMPLATE_LEVEL_KINDS.has(kind)) {
    const depth = optionDepth(field.options);
    if (!field.options || field.options.length < 2 || depth < 2) issue(`A ${FIELD_DISPLAY_NAMES[kind]} field needs at least two options with children`, "options");
    if (depth > 4) issue("Options nest at most four levels deep", "options");
    if (kind === "QRFieldMultipleLevelSelect" && (field.levels?.length ?? 0) !== depth) {
      issue(`A multiple level select names each of its ${depth} levels`, "levels");
    }
  } else if (field.options) {
    issue(`A ${FIELD_DISPLAY_NAMES[kind]} field has no options`, "options");
  }
  if (kind !== "QRFieldMultipleLevelSelect" && field.levels) issue("Only a multiple level select names levels", "levels");
  if (TEMPLATE_ITEM_KINDS.has(kind)) {
    if (!field.items || field.items.length === 0) issue(`A ${FIELD_DISPLAY_NAMES[kind]} field needs items`, "items");
  } else if (field.items) {
    issue(`A ${FIELD_DISPLAY_NAMES[kind]} field has no items`, "items");
  }
  if (field.enableNeutral !== undefined && kind !== "QRFieldCheckList") issue("Only a check list has a neutral answer", "enableNeutral");
  if ((field.dateFormat !== undefined || field.timeOnly !== undefined) && kind !== "QRFieldCalendar") {
    issue("Only a calendar field has a date format or time-only switch", "dateFormat");
  }
}

export const ZTemplateAppearance = z.strictObject({
  headerColor: z.string().regex(HEX, "Colours are 6 lower-case hex digits without #"),
  buttonColor: z.string().regex(HEX, "Colours are 6 lower-case hex digits without #"),
});

const DESIGN_TEMPLATE_IDS = QR_DESIGN_TEMPLATES.map((t) => t.id) as [string, ...string[]];

/** One template of the library. */
export const ZLibraryTemplate = z
  .strictObject({
    slug: ZSlug,
    /** Slug of a sub-category of its file, or of the file's top-level category. */
    category: ZSlug,
    title: ZMessageId,
    description: ZMessageId,
    createdAt: z
      .string()
      .regex(ISO_DATE, "Dates are YYYY-MM-DD")
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Not a real date"),
    /** Id of one of the built-in QR design templates (shared/qr/qrDesignTemplates.ts). */
    designTemplate: z.enum(DESIGN_TEMPLATE_IDS, { error: "Unknown QR design template" }).optional(),
    appearance: ZTemplateAppearance,
    backgroundType: z.enum(["solid", "gradient"]),
    backgroundColor1: z.string().regex(HEX, "Colours are 6 lower-case hex digits without #"),
    backgroundColor2: z.string().regex(HEX, "Colours are 6 lower-case hex digits without #"),
    fields: z.array(ZTemplateField).min(1).max(MAX_FIELDS),
  })
  .superRefine((template, ctx) => {
    if (template.title !== `tpl.${template.slug}.title`) {
      ctx.addIssue({ code: "custom", message: `The title id must be tpl.${template.slug}.title`, path: ["title"] });
    }
    if (template.description !== `tpl.${template.slug}.description`) {
      ctx.addIssue({ code: "custom", message: `The description id must be tpl.${template.slug}.description`, path: ["description"] });
    }
    const keys = new Set<string>();
    template.fields.forEach((field, i) => {
      if (keys.has(field.key)) ctx.addIssue({ code: "custom", message: `Field key "${field.key}" is used twice`, path: ["fields", i, "key"] });
      keys.add(field.key);
      checkField(field, template.slug, ["fields", i], ctx);
    });
  });
export type TLibraryTemplate = z.output<typeof ZLibraryTemplate>;

export const ZTemplateCategoryEntry = z.strictObject({
  slug: ZSlug,
  name: ZMessageId,
  position: z.number().int().min(0).max(10_000),
});
export type TTemplateCategoryEntry = z.output<typeof ZTemplateCategoryEntry>;

/** A data file: one top-level category, its sub-categories and their templates. */
export const ZTemplateCategoryFile = z
  .strictObject({
    category: ZTemplateCategoryEntry,
    subcategories: z.array(ZTemplateCategoryEntry).max(50),
    templates: z.array(ZLibraryTemplate).max(1000),
  })
  .superRefine((file, ctx) => {
    const categories = new Set<string>([file.category.slug]);
    const checkName = (entry: TTemplateCategoryEntry, path: (string | number)[]) => {
      if (entry.name !== `tpl.cat.${entry.slug}`) ctx.addIssue({ code: "custom", message: `The name id must be tpl.cat.${entry.slug}`, path: [...path, "name"] });
    };
    checkName(file.category, ["category"]);
    file.subcategories.forEach((sub, i) => {
      checkName(sub, ["subcategories", i]);
      if (categories.has(sub.slug)) ctx.addIssue({ code: "custom", message: `Category slug "${sub.slug}" is used twice`, path: ["subcategories", i, "slug"] });
      categories.add(sub.slug);
    });
    const templates = new Set<string>();
    file.templates.forEach((template, i) => {
      if (!categories.has(template.category)) {
        ctx.addIssue({ code: "custom", message: `Template "${template.slug}" names unknown category "${template.category}"`, path: ["templates", i, "category"] });
      }
      if (templates.has(template.slug)) ctx.addIssue({ code: "custom", message: `Template slug "${template.slug}" is used twice`, path: ["templates", i, "slug"] });
      templates.add(template.slug);
    });
  });
export type TTemplateCategoryFile = z.output<typeof ZTemplateCategoryFile>;

/** A category of the loaded library; `parentSlug` is null for a top-level group. */
export interface TLibraryCategory extends TTemplateCategoryEntry {
  parentSlug: string | null;
}

/** A template of the loaded library with the top-level group it belongs to. */
export interface TLibraryTemplateEntry extends TLibraryTemplate {
  groupSlug: string;
}

export interface TTemplateLibrary {
  /** Top-level groups in position order, each followed by its sub-categories in position order. */
  categories: TLibraryCategory[];
  /** Templates in file order. */
  templates: TLibraryTemplateEntry[];
}

/** Thrown when the library's data files do not fit together; `problems` lists every problem found. */
export class TemplateLibraryError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The template library is invalid:\n- ${problems.join("\n- ")}`);
    this.name = "TemplateLibraryError";
    this.problems = problems;
  }
}

/**
 * Parses every data file and checks that they fit together: category and template slugs are
 * unique across the whole library (the database keeps them unique). `names` labels the files
 * in error messages (their file names), in the same order as `files`.
 */
export function loadTemplateLibrary(files: readonly unknown[], names: readonly string[] = []): TTemplateLibrary {
  const problems: string[] = [];
  const parsed: TTemplateCategoryFile[] = [];
  files.forEach((file, i) => {
    const result = ZTemplateCategoryFile.safeParse(file);
    const name = names[i] ?? `file ${i + 1}`;
    if (result.success) parsed.push(result.data);
    else for (const issue of result.error.issues) problems.push(`${name}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  });
  const categorySlugs = new Map<string, string>();
  const templateSlugs = new Map<string, string>();
  const groupPositions = new Map<number, string>();
  for (const file of parsed) {
    for (const entry of [file.category, ...file.subcategories]) {
      const owner = categorySlugs.get(entry.slug);
      if (owner !== undefined) problems.push(`Category slug "${entry.slug}" is used in ${owner} and ${file.category.slug}`);
      categorySlugs.set(entry.slug, file.category.slug);
    }
    for (const template of file.templates) {
      const owner = templateSlugs.get(template.slug);
      if (owner !== undefined) problems.push(`Template slug "${template.slug}" is used in ${owner} and ${file.category.slug}`);
      templateSlugs.set(template.slug, file.category.slug);
    }
    const samePosition = groupPositions.get(file.category.position);
    if (samePosition !== undefined) problems.push(`Groups ${samePosition} and ${file.category.slug} share position ${file.category.position}`);
    groupPositions.set(file.category.position, file.category.slug);
  }
  if (problems.length > 0) throw new TemplateLibraryError(problems);

  const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
  const categories: TLibraryCategory[] = [];
  for (const file of [...parsed].sort((a, b) => byPosition(a.category, b.category))) {
    categories.push({ ...file.category, parentSlug: null });
    for (const sub of [...file.subcategories].sort(byPosition)) categories.push({ ...sub, parentSlug: file.category.slug });
  }
  const templates = parsed.flatMap((file) => file.templates.map((t) => ({ ...t, groupSlug: file.category.slug })));
  return { categories, templates };
}

/** Every message id a template uses, in order: title, description, then each field's texts. */
export function templateMessageIds(template: TLibraryTemplate): string[] {
  const ids = [template.title, template.description];
  for (const field of template.fields) {
    ids.push(field.label);
    if (field.placeholder) ids.push(field.placeholder);
    if (field.help) ids.push(field.help);
    if (field.levels) ids.push(...field.levels);
    if (field.options) ids.push(...optionIds(field.options));
    if (field.items) ids.push(...field.items);
  }
  return ids;
}

/** Every message id of a loaded library: category names, then each template's. */
export function libraryMessageIds(library: TTemplateLibrary): string[] {
  return [...library.categories.map((c) => c.name), ...library.templates.flatMap(templateMessageIds)];
}

/** Thrown by toFormFields when a message id has no text in the given messages. */
export class MissingTemplateMessageError extends Error {
  readonly messageId: string;
  constructor(messageId: string) {
    super(`No text for template message "${messageId}"`);
    this.name = "MissingTemplateMessageError";
    this.messageId = messageId;
  }
}

type TChoice = NonNullable<TFormField["option"]["options"]>[number];

/**
 * Expands a template into the ordered fields of a form (shared/fields/formFields.ts): ids
 * `<baseTimestamp>_<n>` counting from 1 in field order, every text resolved through
 * `messages` (message id → text, e.g. locales/templates/en.json merged under a translation),
 * the displayName from the kind, data empty. Throws MissingTemplateMessageError for an id
 * without text, so a half-translated template never produces a form showing raw ids.
 */
export function toFormFields(
  template: Pick<TLibraryTemplate, "fields">,
  messages: Readonly<Record<string, string>>,
  baseTimestamp: number,
): TFormFields {
  const text = (id: string): string => {
    const value = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
    if (typeof value !== "string") throw new MissingTemplateMessageError(id);
    return value;
  };
  const choices = (options: readonly TTemplateOption[]): TChoice[] =>
    options.map((o) =>
      typeof o === "string" ? { label: text(o) } : o.children ? { label: text(o.label), children: choices(o.children) } : { label: text(o.label) },
    );

  const fields: Record<string, TFormField> = {};
  template.fields.forEach((field, index) => {
    const id = `${Math.trunc(baseTimestamp)}_${index + 1}`;
    if (!FIELD_ID.test(id)) throw new RangeError(`baseTimestamp ${baseTimestamp} does not make a valid field id`);
    const option: TFormField["option"] = { label: text(field.label), required: TEMPLATE_LAYOUT_KINDS.has(field.name) ? false : field.required === true };
    if (field.placeholder) option.placeholder = text(field.placeholder);
    if (field.help) option.help = text(field.help);
    if (field.name === "QRFieldCalendar") {
      option.dateFormat = field.dateFormat ?? DEFAULT_TEMPLATE_DATE_FORMAT;
      option.timeOnly = field.timeOnly ?? false;
    }
    if (field.name === "QRFieldCheckList") option.enableNeutral = field.enableNeutral ?? false;
    if (field.options) option.options = choices(field.options);
    if (field.items) option.items = field.items.map((item) => ({ itemName: text(item) }));
    if (field.levels) option.levels = field.levels.map(text);
    fields[id] = { name: field.name, displayName: FIELD_DISPLAY_NAMES[field.name], option };
  });
  return ZFormFields.parse(fields);
}

/** The QR options a template starts a form with: its design template's config, or none. */
export function templateQrOptions(template: Pick<TLibraryTemplate, "designTemplate">): Partial<TQrOptionsInput> {
  const design = template.designTemplate ? findQrDesignTemplate(template.designTemplate) : undefined;
  return design ? { ...design.config } : {};
}

/** The form look a template starts a form with (the colour settings of a Form, SPEC.md §3). */
export function templateFormLook(template: TLibraryTemplate): {
  appearance: { headerColor: string; buttonColor: string };
  backgroundType: "solid" | "gradient";
  backgroundColor1: string;
  backgroundColor2: string;
} {
  return {
    appearance: { ...template.appearance },
    backgroundType: template.backgroundType,
    backgroundColor1: template.backgroundColor1,
    backgroundColor2: template.backgroundColor2,
  };
}

/** The day a template was added, as a UTC Date (createdAt of the FormTemplate row). */
export function templateCreatedAt(template: Pick<TLibraryTemplate, "createdAt">): Date {
  return new Date(`${template.createdAt}T00:00:00Z`);
}
