import type { ComponentType } from "react";
import type { FieldName } from "../../../shared/fields/fieldKinds.ts";
import { AddressEditor } from "./Address/AddressEditor.tsx";
import { AudioEditor } from "./Audio/AudioEditor.tsx";
import { CalendarEditor } from "./Calendar/CalendarEditor.tsx";
import { CascadeSelectEditor } from "./CascadeSelect/CascadeSelectEditor.tsx";
import { CheckboxEditor } from "./Checkbox/CheckboxEditor.tsx";
import { CheckListEditor } from "./CheckList/CheckListEditor.tsx";
import { DescriptionEditor } from "./Description/DescriptionEditor.tsx";
import { DocumentEditor } from "./Document/DocumentEditor.tsx";
import { DropdownEditor } from "./Dropdown/DropdownEditor.tsx";
import type { FieldEditorProps } from "./editor/fieldEditorProps.ts";
import { EmailEditor } from "./Email/EmailEditor.tsx";
import { GenderEditor } from "./Gender/GenderEditor.tsx";
import { LabelEditor } from "./Label/LabelEditor.tsx";
import { LocationEditor } from "./Location/LocationEditor.tsx";
import { LongTextEditor } from "./LongText/LongTextEditor.tsx";
import { MultipleLevelSelectEditor } from "./MultipleLevelSelect/MultipleLevelSelectEditor.tsx";
import { NameEditor } from "./Name/NameEditor.tsx";
import { NumberEditor } from "./Number/NumberEditor.tsx";
import { PhoneEditor } from "./Phone/PhoneEditor.tsx";
import { PictureEditor } from "./Picture/PictureEditor.tsx";
import { RadioEditor } from "./Radio/RadioEditor.tsx";
import { SheetEditor } from "./Sheet/SheetEditor.tsx";
import { ShortTextEditor } from "./ShortText/ShortTextEditor.tsx";
import { SignatureEditor } from "./Signature/SignatureEditor.tsx";
import { TimeEditor } from "./Time/TimeEditor.tsx";
import { TitleEditor } from "./Title/TitleEditor.tsx";
import { VideoEditor } from "./Video/VideoEditor.tsx";

/** The builder's settings editor of each field kind (one per kind, like fieldInputs.ts for respondents). */
export const fieldEditors: Record<FieldName, ComponentType<FieldEditorProps>> = {
  QRFieldTitle: TitleEditor,
  QRFieldDescription: DescriptionEditor,
  QRFieldLabel: LabelEditor,
  QRFieldShortText: ShortTextEditor,
  QRFieldLongText: LongTextEditor,
  QRFieldEmail: EmailEditor,
  QRFieldPhone: PhoneEditor,
  QRFieldNumber: NumberEditor,
  QRFieldName: NameEditor,
  QRFieldAddress: AddressEditor,
  QRFieldCalendar: CalendarEditor,
  QRFieldTime: TimeEditor,
  QRFieldRadio: RadioEditor,
  QRFieldDropdown: DropdownEditor,
  QRFieldGender: GenderEditor,
  QRFieldLocation: LocationEditor,
  QRFieldCheckbox: CheckboxEditor,
  QRFieldSheet: SheetEditor,
  QRFieldCheckList: CheckListEditor,
  QRFieldDocument: DocumentEditor,
  QRFieldPicture: PictureEditor,
  QRFieldSignature: SignatureEditor,
  QRFieldAudio: AudioEditor,
  QRFieldVideo: VideoEditor,
  QRFieldMultipleLevelSelect: MultipleLevelSelectEditor,
  QRFieldCascadeSelect: CascadeSelectEditor,
};
