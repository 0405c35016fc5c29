import type { FieldInputProps } from "../fieldInputProps.ts";
import { FileListInput } from "../FileListInput.tsx";

export function PictureInput(props: FieldInputProps) {
  return <FileListInput {...props} category="picture" />;
}
