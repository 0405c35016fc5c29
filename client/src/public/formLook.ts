import type { CSSProperties } from "react";
import { DEFAULT_FORM_CSS_COLOR } from "../../../shared/forms/formAppearance.ts";
import type { TFormBackground } from "../fields/FormFieldsView.tsx";
import { normalizeHexColor, readableTextColor } from "../fields/readableTextColor.ts";
import type { TPublicForm } from "./publicApi.ts";

const DEFAULT_PAGE = "#f1f5f9";

/** The form's background as FormFieldsView takes it. */
export function formBackground(form: TPublicForm): TFormBackground {
  const type = form.backgroundType === "gradient" || form.backgroundType === "image" ? form.backgroundType : "solid";
  return { type, color1: form.backgroundColor1, color2: form.backgroundColor2, imageUrl: form.backgrounds?.imageUrl ?? null };
}

/** The same page background as FormFieldsView, for the pages around the form (gate, thank-you). */
export function backgroundCss(background: TFormBackground | undefined): string {
  const color1 = normalizeHexColor(background?.color1) ?? DEFAULT_PAGE;
  const color2 = normalizeHexColor(background?.color2) ?? color1;
  if (background?.type === "gradient") return `linear-gradient(135deg, ${color1}, ${color2})`;
  if (background?.type === "image" && background.imageUrl) return `${color1} url(${JSON.stringify(background.imageUrl)}) center / cover no-repeat`;
  return color1;
}

/** Styles of a card in the form's look: page background, header band and accent colours. */
export function formLook(form: TPublicForm | null) {
  const headerColor = normalizeHexColor(form?.appearance?.headerColor) ?? DEFAULT_FORM_CSS_COLOR;
  const buttonColor = normalizeHexColor(form?.appearance?.buttonColor) ?? DEFAULT_FORM_CSS_COLOR;
  const view = {
    background: backgroundCss(form ? formBackground(form) : undefined),
    "--fq-accent": buttonColor,
    "--fq-accent-text": readableTextColor(buttonColor),
  } as CSSProperties;
  const header: CSSProperties = { background: headerColor, color: readableTextColor(headerColor) };
  return { view, header };
}
