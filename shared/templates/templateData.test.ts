import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIELD_NAMES } from "../fields/fieldKinds.ts";
import { ZFormFields } from "../fields/formFields.ts";
import { findQrDesignTemplate } from "../qr/qrDesignTemplates.ts";
import { ZQrOptions } from "../qr/qrOptions.ts";
import {
  listTemplateDataFiles, readLibrary, readTemplateMessages, TEMPLATE_DATA_DIR, TEMPLATE_LOCALES_DIR,
} from "../../prisma/seed/templates/readLibrary.ts";
import {
  FIELD_DISPLAY_NAMES, MissingTemplateMessageError, TemplateLibraryError, ZLibraryTemplate, ZTemplateCategoryFile,
  libraryMessageIds, loadTemplateLibrary, templateCreatedAt, templateFormLook, templateMessageIds, templateQrOptions,
  toFormFields, type TLibraryTemplate,
} from "./templateData.ts";

/** The top-level menu of SPEC.md §2, in menu order. */
const GROUPS = [
  "application-forms", "registration-forms", "event-forms", "surveys", "polls", "report-forms", "request-forms",
  "reservation-forms", "booking-forms", "consent-forms", "checklists", "employment-forms", "inquiry-forms",
  "evaluation-forms", "feedback-forms", "service-forms", "inspection-forms", "lead-generation-forms", "quizzes", "order-forms",
];
/** The library was written for this day; the "New" badge covers the 30 days before it. */
const LIBRARY_DAY = Date.UTC(2026, 10, 22);
const DAY_MS = 24 * 60 * 60 * 1000;

const fileNames = listTemplateDataFiles();
const rawFiles = fileNames.map((name) => [name, JSON.parse(readFileSync(join(TEMPLATE_DATA_DIR, name), "utf8")) as unknown] as const);
const library = readLibrary();
const english = JSON.parse(readFileSync(join(TEMPLATE_LOCALES_DIR, "en.json"), "utf8")) as Record<string, unknown>;
const messages = readTemplateMessages("en");

describe("template data files", () => {
  it("has one file per top-level group of the menu", () => {
    expect(fileNames).toEqual(GROUPS.map((slug) => `${slug}.json`).sort());
  });

  it.each(rawFiles)("%s parses", (name, raw) => {
    const result = ZTemplateCategoryFile.safeParse(raw);
    if (!result.success) throw new Error(`${name}:\n${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n")}`);
    expect(result.data.category.slug).toBe(name.replace(/\.json$/, ""));
  });

  it("orders the groups as the menu does", () => {
    expect(library.categories.filter((c) => c.parentSlug === null).map((c) => c.slug)).toEqual(GROUPS);
  });

  it("keeps category and template slugs unique across the library", () => {
    const categories = library.categories.map((c) => c.slug);
    const templates = library.templates.map((t) => t.slug);
    expect(new Set(categories).size).toBe(categories.length);
    expect(new Set(templates).size).toBe(templates.length);
  });

  it("puts every template in an existing category of its own group", () => {
    const groupOf = new Map(library.categories.map((c) => [c.slug, c.parentSlug ?? c.slug]));
    for (const template of library.templates) {
      expect({ slug: template.slug, group: groupOf.get(template.category) }).toEqual({ slug: template.slug, group: template.groupSlug });
    }
  });

  it("gives each group 2–5 sub-categories, each holding templates", () => {
    for (const group of GROUPS) {
      const subs = library.categories.filter((c) => c.parentSlug === group);
      expect({ group, ok: subs.length >= 2 && subs.length <= 5 }).toEqual({ group, ok: true });
      for (const sub of subs) {
        expect({ sub: sub.slug, used: library.templates.some((t) => t.category === sub.slug) }).toEqual({ sub: sub.slug, used: true });
      }
    }
  });

  it("has at least 6 templates per group and at least 150 in all", () => {
    for (const group of GROUPS) {
      const count = library.templates.filter((t) => t.groupSlug === group).length;
      expect({ group, enough: count >= 6 }).toEqual({ group, enough: true });
    }
    expect(library.templates.length).toBeGreaterThanOrEqual(150);
  });

  it("gives every template 5–15 fields", () => {
    for (const template of library.templates) {
      expect({ slug: template.slug, ok: template.fields.length >= 5 && template.fields.length <= 15 }).toEqual({ slug: template.slug, ok: true });
    }
  });

  it("uses every field kind somewhere in the library", () => {
    const used = new Set(library.templates.flatMap((t) => t.fields.map((f) => f.name)));
    expect(FIELD_NAMES.filter((name) => !used.has(name))).toEqual([]);
  });

  it("names only existing QR design templates", () => {
    for (const template of library.templates) {
      if (template.designTemplate !== undefined) expect(findQrDesignTemplate(template.designTemplate)?.id).toBe(template.designTemplate);
      expect(() => ZQrOptions.parse(templateQrOptions(template))).not.toThrow();
    }
    expect(library.templates.filter((t) => t.designTemplate).length).toBe(library.templates.length);
  });

  it("dates templates over 2025–2026, a handful within the last 30 days", () => {
    const times = library.templates.map((t) => templateCreatedAt(t).getTime());
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 1));
      expect(time).toBeLessThanOrEqual(LIBRARY_DAY);
    }
    const recent = times.filter((time) => LIBRARY_DAY - time <= 30 * DAY_MS).length;
    expect(recent).toBeGreaterThanOrEqual(3);
    expect(recent).toBeLessThanOrEqual(12);
    expect(new Set(times.map((time) => new Date(time).getUTCFullYear()))).toEqual(new Set([2025, 2026]));
  });

  it("gives every template a colour scheme a form accepts", () => {
    for (const template of library.templates) {
      const look = templateFormLook(template);
      for (const colour of [look.appearance.headerColor, look.appearance.buttonColor, look.backgroundColor1, look.backgroundColor2]) {
        expect(colour).toMatch(/^[0-9a-f]{6}$/);
      }
    }
  });
});

describe("template messages (locales/templates/en.json)", () => {
  const used = libraryMessageIds(library);

  it("has English text for every message id the library uses", () => {
    expect(used.filter((id) => typeof english[id] !== "string" || (english[id] as string).trim() === "")).toEqual([]);
  });

  it("has no message that the library does not use", () => {
    const usedSet = new Set(used);
    expect(Object.keys(english).filter((id) => !usedSet.has(id))).toEqual([]);
  });

  it("uses each message id once", () => {
    expect(used.length).toBe(new Set(used).size);
  });

  it("reads like finished copy", () => {
    const placeholder = /lorem|ipsum|\bTODO\b|\bTBD\b|^(?:option|item|level|question) \d+$/i;
    expect(Object.entries(english).filter(([, text]) => placeholder.test(String(text)))).toEqual([]);
    for (const template of library.templates) {
      const description = messages[template.description] ?? "";
      const sentences = description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect({ slug: template.slug, ok: /[.!?]$/.test(description) && sentences.length >= 1 && sentences.length <= 2 }).toEqual({ slug: template.slug, ok: true });
    }
  });

  it("lays a locale's translations over English", () => {
    const dir = mkdtempSync(join(tmpdir(), "template-messages-"));
    try {
      writeFileSync(join(dir, "en.json"), JSON.stringify({ "tpl.a.title": "Order form", "tpl.a.description": "For orders." }));
      writeFileSync(join(dir, "de.json"), JSON.stringify({ "tpl.a.title": "Bestellformular" }));
      expect(readTemplateMessages("de", dir)).toEqual({ "tpl.a.title": "Bestellformular", "tpl.a.description": "For orders." });
      expect(readTemplateMessages("fr", dir)).toEqual({ "tpl.a.title": "Order form", "tpl.a.description": "For orders." });
      expect(() => readTemplateMessages("xx", dir)).toThrow(RangeError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("toFormFields", () => {
  const base = 1_779_000_000_000;

  it.each(library.templates.map((t) => [t.slug, t] as const))("expands %s into valid, ordered form fields", (_slug, template) => {
    const fields = toFormFields(template, messages, base);
    expect(() => ZFormFields.parse(fields)).not.toThrow();
    expect(Object.keys(fields)).toEqual(template.fields.map((_, i) => `${base}_${i + 1}`));
    expect(Object.values(fields).map((f) => f.name)).toEqual(template.fields.map((f) => f.name));
    Object.values(fields).forEach((field, i) => {
      const source = template.fields[i]!;
      expect(field.displayName).toBe(FIELD_DISPLAY_NAMES[source.name]);
      expect(field.option.label).toBe(messages[source.label]);
      expect(field.option.required).toBe(source.required === true);
      if (source.items) expect(field.option.items).toEqual(source.items.map((id) => ({ itemName: messages[id] })));
    });
  });

  it("resolves nested options, levels and defaults", () => {
    const template = ZLibraryTemplate.parse({
      slug: "sample",
      category: "samples",
      title: "tpl.sample.title",
      description: "tpl.sample.description",
      createdAt: "2026-01-05",
      appearance: { headerColor: "0f766e", buttonColor: "15803d" },
      backgroundType: "solid",
      backgroundColor1: "f0fdf4",
      backgroundColor2: "dcfce7",
      fields: [
        { key: "when", name: "QRFieldCalendar", label: "tpl.sample.f.when", required: true },
        { key: "area", name: "QRFieldMultipleLevelSelect", label: "tpl.sample.f.area", levels: ["tpl.sample.f.area.l1", "tpl.sample.f.area.l2"], options: [{ label: "tpl.sample.f.area.o1", children: ["tpl.sample.f.area.o1.o1"] }, "tpl.sample.f.area.o2"] },
        { key: "checks", name: "QRFieldCheckList", label: "tpl.sample.f.checks", items: ["tpl.sample.f.checks.i1"] },
      ],
    });
    const text = Object.fromEntries(templateMessageIds(template).map((id) => [id, `text of ${id}`]));
    const fields = Object.values(toFormFields(template, text, base));
    expect(fields[0]!.option).toEqual({ label: "text of tpl.sample.f.when", required: true, dateFormat: "MM/DD/YYYY", timeOnly: false });
    expect(fields[1]!.option.levels).toEqual(["text of tpl.sample.f.area.l1", "text of tpl.sample.f.area.l2"]);
    expect(fields[1]!.option.options).toEqual([
      { label: "text of tpl.sample.f.area.o1", children: [{ label: "text of tpl.sample.f.area.o1.o1" }] },
      { label: "text of tpl.sample.f.area.o2" },
    ]);
    expect(fields[2]!.option.enableNeutral).toBe(false);
    expect(fields.map((f) => f.data)).toEqual(["", { level1: "", level2: "", level3: "", level4: "" }, []]);
  });

  it("refuses a message id without text", () => {
    const template = library.templates[0]!;
    const { [template.fields[0]!.label]: _dropped, ...partial } = messages;
    expect(() => toFormFields(template, partial, base)).toThrow(MissingTemplateMessageError);
  });

  it("refuses a timestamp that makes no field id", () => {
    expect(() => toFormFields(library.templates[0]!, messages, 42)).toThrow(RangeError);
  });
});

describe("template schema", () => {
  const { groupSlug: _group, ...valid }: TLibraryTemplate & { groupSlug: string } = library.templates.find((t) => t.slug === "job-application-form")!;
  const fileOf = (templates: unknown[]) => ({
    category: { slug: "samples", name: "tpl.cat.samples", position: 1 },
    subcategories: [{ slug: "sample-subs", name: "tpl.cat.sample-subs", position: 1 }],
    templates,
  });
  const withField = (field: Record<string, unknown>) => ({ ...valid, fields: [field] });
  const issues = (data: unknown) => {
    const result = ZLibraryTemplate.safeParse(data);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it("accepts a library template", () => {
    expect(issues(valid)).toEqual([]);
  });

  it("rejects message ids off the convention", () => {
    expect(issues({ ...valid, title: "tpl.other.title" })).toContain("The title id must be tpl.job-application-form.title");
    expect(issues(withField({ key: "a", name: "QRFieldEmail", label: "tpl.job-application-form.f.b" }))).toContain('The label id of field "a" must be tpl.job-application-form.f.a');
  });

  it("rejects settings that do not fit the field kind", () => {
    const f = "tpl.job-application-form.f";
    expect(issues(withField({ key: "t", name: "QRFieldTitle", label: `${f}.t`, required: true }))).toContain("A Title field shows text and cannot be required");
    expect(issues(withField({ key: "e", name: "QRFieldEmail", label: `${f}.e`, options: [`${f}.e.o1`, `${f}.e.o2`] }))).toContain("A Email field has no options");
    expect(issues(withField({ key: "r", name: "QRFieldRadio", label: `${f}.r`, options: [`${f}.r.o1`] }))).toContain("A Radio field needs at least two options");
    expect(issues(withField({ key: "s", name: "QRFieldSheet", label: `${f}.s` }))).toContain("A Sheet field needs items");
    expect(issues(withField({ key: "m", name: "QRFieldMultipleLevelSelect", label: `${f}.m`, options: [{ label: `${f}.m.o1`, children: [`${f}.m.o1.o1`] }, `${f}.m.o2`] }))).toContain("A multiple level select names each of its 2 levels");
  });

  it("rejects unknown kinds, design templates, duplicate keys and bad dates", () => {
    expect(issues(withField({ key: "x", name: "QRFieldSlider", label: "tpl.job-application-form.f.x" }))).toContain("Unknown field type");
    expect(issues({ ...valid, designTemplate: "neon" })).toContain("Unknown QR design template");
    expect(issues({ ...valid, fields: [valid.fields[1], valid.fields[1]] })).toContain('Field key "name" is used twice');
    expect(issues({ ...valid, createdAt: "2026-02-30" })).toContain("Not a real date");
  });

  it("rejects a template in a category its file does not have", () => {
    const result = ZTemplateCategoryFile.safeParse(fileOf([{ ...valid, category: "job-application-forms" }]));
    expect(result.success).toBe(false);
    expect(ZTemplateCategoryFile.safeParse(fileOf([{ ...valid, category: "sample-subs" }])).success).toBe(true);
  });

  it("rejects slugs used in two files", () => {
    const a = fileOf([{ ...valid, category: "samples" }]);
    const b = { ...fileOf([{ ...valid, category: "samples" }]), category: { slug: "others", name: "tpl.cat.others", position: 2 }, subcategories: [] };
    b.templates = [{ ...valid, category: "others" }];
    expect(() => loadTemplateLibrary([a, b], ["a.json", "b.json"])).toThrow(TemplateLibraryError);
    try {
      loadTemplateLibrary([a, b], ["a.json", "b.json"]);
    } catch (error) {
      expect((error as TemplateLibraryError).problems).toEqual(['Template slug "job-application-form" is used in samples and others']);
    }
  });
});
