import { createContext, useContext } from "react";

/** Id of the canvas drop zone (dropping a palette entry there appends it). */
export const CANVAS_DROP_ID = "editor-canvas";

/** While a palette entry is dragged over the canvas: the index it would be inserted at. */
export const PaletteDropContext = createContext<number | null>(null);

export function usePaletteDropIndex(): number | null {
  return useContext(PaletteDropContext);
}
