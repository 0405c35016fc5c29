import type { FieldInputProps } from "../fieldInputProps.ts";
import { FileListInput } from "../FileListInput.tsx";

export function DocumentInput(props: FieldInputProps) {
  return <FileListInput {...props} category="document" />;
}
