import type { FieldInputProps } from "../fieldInputProps.ts";
import { FileListInput } from "../FileListInput.tsx";

export function VideoInput(props: FieldInputProps) {
  return <FileListInput {...props} category="video" />;
}
