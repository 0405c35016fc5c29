import type { FieldInputProps } from "../fieldInputProps.ts";
import { FileListInput } from "../FileListInput.tsx";

export function AudioInput(props: FieldInputProps) {
  return <FileListInput {...props} category="audio" />;
}
