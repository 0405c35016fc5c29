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
  QRFieldDocument: () => import("./Document/DocumentInput.tsx").then((m) => ({ default: m.DocumentInput })),
  QRFieldPicture: () => import("./Picture/PictureInput.tsx").then((m) => ({ default: m.PictureInput })),
  QRFieldAudio: () => import("./Audio/AudioInput.tsx").then((m) => ({ default: m.AudioInput })),
  QRFieldVideo: () => import("./Video/VideoInput.tsx").then((m) => ({ default: m.VideoInput })),
  QRFieldSignature: () => import("./Signature/SignatureInput.tsx").then((m) => ({ default: m.SignatureInput })),
  QRFieldLocation: () => import("./Location/LocationInput.tsx").then((m) => ({ default: m.LocationInput })),
  QRFieldSheet: () => import("./Sheet/SheetInput.tsx").then((m) => ({ default: m.SheetInput })),
  QRFieldCheckList: () => import("./CheckList/CheckListInput.tsx").then((m) => ({ default: m.CheckListInput })),
  QRFieldMultipleLevelSelect: () => import("./MultipleLevelSelect/MultipleLevelSelectInput.tsx").then((m) => ({ default: m.MultipleLevelSelectInput })),
  QRFieldCascadeSelect: () => import("./CascadeSelect/CascadeSelectInput.tsx").then((m) => ({ default: m.CascadeSelectInput })),
} satisfies Partial<Record<FieldName, () => Promise<{ default: ComponentType<FieldInputProps> }>>>;

/** Starts loading the on-demand inputs a form uses, e.g. as soon as its fields arrive. */
export function preloadFieldInputs(fields: TFormFields): void {
  const names = new Set(Object.values(fields).map((field) => field.name));
  for (const [name, load] of Object.entries(onDemandInputLoaders)) {
    if (names.has(name as FieldName)) void load();
  }
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
  QRFieldLocation: lazy(onDemandInputLoaders.QRFieldLocation),
  QRFieldCheckbox: CheckboxInput,
  QRFieldSheet: lazy(onDemandInputLoaders.QRFieldSheet),
  QRFieldCheckList: lazy(onDemandInputLoaders.QRFieldCheckList),
  QRFieldDocument: lazy(onDemandInputLoaders.QRFieldDocument),
  QRFieldPicture: lazy(onDemandInputLoaders.QRFieldPicture),
  QRFieldSignature: lazy(onDemandInputLoaders.QRFieldSignature),
  QRFieldAudio: lazy(onDemandInputLoaders.QRFieldAudio),
  QRFieldVideo: lazy(onDemandInputLoaders.QRFieldVideo),
  QRFieldMultipleLevelSelect: lazy(onDemandInputLoaders.QRFieldMultipleLevelSelect),
  QRFieldCascadeSelect: lazy(onDemandInputLoaders.QRFieldCascadeSelect),
};
