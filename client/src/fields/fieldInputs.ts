import { lazy, type ComponentType } from "react";
import type { FieldName } from "../../../shared/fields/fieldKinds.ts";
import type { TFormFields } from "../../../shared/fields/formFields.ts";
import { AddressInput } from "./Address/AddressInput.tsx";
import { CalendarInput } from "./Calendar/CalendarInput.tsx";
import { CascadeSelectInput } from "./CascadeSelect/CascadeSelectInput.tsx";
import { CheckboxInput } from "./Checkbox/CheckboxInput.tsx";
import { CheckListInput } from "./CheckList/CheckListInput.tsx";
import { DescriptionInput } from "./Description/DescriptionInput.tsx";
import { DropdownInput } from "./Dropdown/DropdownInput.tsx";
import { EmailInput } from "./Email/EmailInput.tsx";
import type { FieldInputProps } from "./fieldInputProps.ts";
import { GenderInput } from "./Gender/GenderInput.tsx";
import { LabelInput } from "./Label/LabelInput.tsx";
import { LocationInput } from "./Location/LocationInput.tsx";
import { LongTextInput } from "./LongText/LongTextInput.tsx";
import { MultipleLevelSelectInput } from "./MultipleLevelSelect/MultipleLevelSelectInput.tsx";
import { NameInput } from "./Name/NameInput.tsx";
import { NumberInput } from "./Number/NumberInput.tsx";
import { PhoneInput } from "./Phone/PhoneInput.tsx";
import { RadioInput } from "./Radio/RadioInput.tsx";
import { SheetInput } from "./Sheet/SheetInput.tsx";
import { ShortTextInput } from "./ShortText/ShortTextInput.tsx";
import { TimeInput } from "./Time/TimeInput.tsx";
import { TitleInput } from "./Title/TitleInput.tsx";

// The upload kinds are the heaviest inputs and the least used: they load on demand, so forms
// without them (and the light public page) do not pay for them.
const uploadInputLoaders = {
  QRFieldDocument: () => import("./Document/DocumentInput.tsx").then((m) => ({ default: m.DocumentInput })),
  QRFieldPicture: () => import("./Picture/PictureInput.tsx").then((m) => ({ default: m.PictureInput })),
  QRFieldAudio: () => import("./Audio/AudioInput.tsx").then((m) => ({ default: m.AudioInput })),
  QRFieldVideo: () => import("./Video/VideoInput.tsx").then((m) => ({ default: m.VideoInput })),
  QRFieldSignature: () => import("./Signature/SignatureInput.tsx").then((m) => ({ default: m.SignatureInput })),
} satisfies Partial<Record<FieldName, () => Promise<{ default: ComponentType<FieldInputProps> }>>>;

/** Starts loading the on-demand inputs a form uses, e.g. as soon as its fields arrive. */
export function preloadFieldInputs(fields: TFormFields): void {
  const names = new Set(Object.values(fields).map((field) => field.name));
  for (const [name, load] of Object.entries(uploadInputLoaders)) {
    if (names.has(name as FieldName)) void load();
  }
}

/** The respondent input of each field kind (render the upload kinds inside a Suspense boundary). */
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
  QRFieldLocation: LocationInput,
  QRFieldCheckbox: CheckboxInput,
  QRFieldSheet: SheetInput,
  QRFieldCheckList: CheckListInput,
  QRFieldDocument: lazy(uploadInputLoaders.QRFieldDocument),
  QRFieldPicture: lazy(uploadInputLoaders.QRFieldPicture),
  QRFieldSignature: lazy(uploadInputLoaders.QRFieldSignature),
  QRFieldAudio: lazy(uploadInputLoaders.QRFieldAudio),
  QRFieldVideo: lazy(uploadInputLoaders.QRFieldVideo),
  QRFieldMultipleLevelSelect: MultipleLevelSelectInput,
  QRFieldCascadeSelect: CascadeSelectInput,
};
