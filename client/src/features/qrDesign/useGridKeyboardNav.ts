import { useCallback, useRef, type KeyboardEvent } from "react";

/** How many items share the first item's row (the grid wraps with the column width). */
function columnCount(items: HTMLElement[]): number {
  const top = items[0]?.offsetTop;
  let n = 0;
  for (const el of items) {
    if (el.offsetTop !== top) break;
    n++;
  }
  return Math.max(1, n);
}

/**
 * Arrow-key movement for a wrapping grid of choices with a roving tabindex: Left/Right step
 * (wrapping, mirrored in right-to-left text), Up/Down move by a row (or step in a single
 * row), Home/End jump to the ends. `onMove` gets the index that now has focus.
 */
export function useGridKeyboardNav(count: number, onMove: (index: number) => void) {
  const refs = useRef<(HTMLElement | null)[]>([]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      const items = refs.current.slice(0, count).filter((el): el is HTMLElement => !!el);
      if (items.length === 0) return;
      const cols = columnCount(items);
      const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
      let next: number | null = null;
      switch (event.key) {
        case "ArrowRight":
          next = (index + (rtl ? -1 : 1) + count) % count;
          break;
        case "ArrowLeft":
          next = (index + (rtl ? 1 : -1) + count) % count;
          break;
        case "ArrowDown":
          next = cols >= count ? (index + 1) % count : index + cols < count ? index + cols : null;
          break;
        case "ArrowUp":
          next = cols >= count ? (index - 1 + count) % count : index - cols >= 0 ? index - cols : null;
          break;
        case "Home":
          next = 0;
          break;
        case "End":
          next = count - 1;
          break;
        default:
          return;
      }
      event.preventDefault();
      if (next === null || next === index) return;
      refs.current[next]?.focus();
      onMove(next);
    },
    [count, onMove],
  );

  const itemRef = useCallback((index: number) => (el: HTMLElement | null) => {
    refs.current[index] = el;
  }, []);

  const focusItem = useCallback((index: number) => refs.current[index]?.focus(), []);

  return { itemRef, onKeyDown, focusItem };
}
