import { lazy, type ComponentType } from "react";
import type { FieldName } from "../../../shared/fields/fieldKinds.ts";
import type { TFormFields } from "../../../shared/fields/formFields.ts";
import { AddressInput } from "./Address/AddressInput.tsx";
import { CalendarInput } from "./Calendar/CalendarInput.tsx";
import { CheckboxInput } from "./Checkbox/CheckboxInput.tsx";
import { DescriptionInput } from "./Description/DescriptionInput.tsx";
import { DropdownInput } from "./Dropdown/DropdownInput.tsx";
import { EmailInput } from "./Email/EmailInput.tsx";
import type { FieldInputProps } from "./fieldInputProps.ts";
import { GenderInput } from "./Gender/GenderInput.tsx";
import { LabelInput } from "./Label/LabelInput.tsx";
import { LongTextInput } from "./LongText/LongTextInput.tsx";
import { NameInput } from "./Name/NameInput.tsx";
import { NumberInput } from "./Number/NumberInput.tsx";
import { PhoneInput } from "./Phone/PhoneInput.tsx";
import { RadioInput } from "./Radio/RadioInput.tsx";
import { ShortTextInput } from "./ShortText/ShortTextInput.tsx";
import { TimeInput } from "./Time/TimeInput.tsx";
import { TitleInput } from "./Title/TitleInput.tsx";

// The heaviest and least used inputs (uploads, signature, the structured kinds) load on demand,
// so forms without them (and the light public page) do not pay for them.
const onDemandInputLoaders = {
  QRFieldDocument: () => import("./Document/DocumentInput.tsx").then((m) => m.DocumentInput),
  QRFieldPicture: () => import("./Picture/PictureInput.tsx").then((m) => m.PictureInput),
  QRFieldAudio: () => import("./Audio/AudioInput.tsx").then((m) => m.AudioInput),
  QRFieldVideo: () => import("./Video/VideoInput.tsx").then((m) => m.VideoInput),
  QRFieldSignature: () => import("./Signature/SignatureInput.tsx").then((m) => m.SignatureInput),
  QRFieldLocation: () => import("./Location/LocationInput.tsx").then((m) => m.LocationInput),
  QRFieldSheet: () => import("./Sheet/SheetInput.tsx").then((m) => m.SheetInput),
  QRFieldCheckList: () => import("./CheckList/CheckListInput.tsx").then((m) => m.CheckListInput),
  QRFieldMultipleLevelSelect: () => import("./MultipleLevelSelect/MultipleLevelSelectInput.tsx").then((m) => m.MultipleLevelSelectInput),
  QRFieldCascadeSelect: () => import("./CascadeSelect/CascadeSelectInput.tsx").then((m) => m.CascadeSelectInput),
} satisfies Partial<Record<FieldName, () => Promise<ComponentType<FieldInputProps>>>>;
type TOnDemandKind = keyof typeof onDemandInputLoaders;
type TInputModule = { default: ComponentType<FieldInputProps> };

const loadedInputs: Partial<Record<TOnDemandKind, TInputModule>> = {};
const loadingInputs: Partial<Record<TOnDemandKind, Promise<TInputModule>>> = {};

function loadInput(kind: TOnDemandKind): Promise<TInputModule> {
  return (loadingInputs[kind] ??= onDemandInputLoaders[kind]().then(
    (Input) => (loadedInputs[kind] = { default: Input }),
    (error: unknown) => {
      // A chunk that failed (offline) is fetched again next time.
      delete loadingInputs[kind];
      throw error;
    },
  ));
}

/**
 * React.lazy over loadInput. Once an input is loaded, its loader answers with a thenable that calls
 * back at once, so lazy renders the input in the same pass, with no fallback: a form whose inputs
 * were preloaded appears whole, and nothing below moves under the visitor's finger afterwards.
 */
function lazyInput(kind: TOnDemandKind) {
  return lazy(() => {
    const loaded = loadedInputs[kind];
    // lazy() accepts any thenable; a Promise would call back only after this render.
    return loaded ? ({ then: (resolve: (module: TInputModule) => void) => resolve(loaded) } as Promise<TInputModule>) : loadInput(kind);
  });
}

/** Loads the on-demand inputs a form uses; resolves when they are ready (or failed: they load again on render). */
export function preloadFieldInputs(fields: TFormFields): Promise<unknown> {
  const kinds = new Set(Object.values(fields).map((field) => field.name));
  return Promise.all(
    (Object.keys(onDemandInputLoaders) as TOnDemandKind[]).filter((kind) => kinds.has(kind)).map((kind) => loadInput(kind).catch(() => null)),
  );
}

/** The respondent input of each field kind (render the on-demand kinds inside a Suspense boundary). */
export const fieldInputs: Record<FieldName, ComponentType<FieldInputProps>> = {
  QRFieldTitle: TitleInput,
  QRFieldDescription: DescriptionInput,
  QRFieldLabel: LabelInput,
  QRFieldShortText: ShortTextInput,
  QRFieldLongText: LongTextInput,
  QRFieldEmail: EmailInput,
  QRFieldPhone: PhoneInput,
  QRFieldNumber: NumberInput,
  QRFieldName: NameInput,
  QRFieldAddress: AddressInput,
  QRFieldCalendar: CalendarInput,
  QRFieldTime: TimeInput,
  QRFieldRadio: RadioInput,
  QRFieldDropdown: DropdownInput,
  QRFieldGender: GenderInput,
  QRFieldLocation: lazyInput("QRFieldLocation"),
  QRFieldCheckbox: CheckboxInput,
  QRFieldSheet: lazyInput("QRFieldSheet"),
  QRFieldCheckList: lazyInput("QRFieldCheckList"),
  QRFieldDocument: lazyInput("QRFieldDocument"),
  QRFieldPicture: lazyInput("QRFieldPicture"),
  QRFieldSignature: lazyInput("QRFieldSignature"),
  QRFieldAudio: lazyInput("QRFieldAudio"),
  QRFieldVideo: lazyInput("QRFieldVideo"),
  QRFieldMultipleLevelSelect: lazyInput("QRFieldMultipleLevelSelect"),
  QRFieldCascadeSelect: lazyInput("QRFieldCascadeSelect"),
};
