import { useCallback, useRef, useState, type KeyboardEvent } from "react";

/**
 * One tab stop for the whole palette (roving tabindex): the arrow keys move between the
 * entries as they are laid out (Left/Right in reading order, Up/Down to the nearest entry
 * in the row above or below), Home and End to the first and last.
 */
export function usePaletteKeyboard<T extends string>(visible: readonly T[]) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const [active, setActive] = useState<T | null>(null);
  const current = active !== null && visible.includes(active) ? active : (visible[0] ?? null);

  const register = useCallback((name: T, node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(name, node);
    else buttons.current.delete(name);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (current === null || !["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(event.key)) return;
    const index = visible.indexOf(current);
    let next: T | undefined;
    if (event.key === "Home") next = visible[0];
    else if (event.key === "End") next = visible[visible.length - 1];
    else if (event.key === "ArrowLeft") next = visible[Math.max(0, index - 1)];
    else if (event.key === "ArrowRight") next = visible[Math.min(visible.length - 1, index + 1)];
    else {
      const from = buttons.current.get(current)?.getBoundingClientRect();
      if (!from) return;
      const down = event.key === "ArrowDown";
      let best: { name: T; dy: number; dx: number } | null = null;
      for (const name of visible) {
        const rect = buttons.current.get(name)?.getBoundingClientRect();
        if (!rect) continue;
        const dy = down ? rect.top - from.top : from.top - rect.top;
        if (dy <= 1) continue;
        const dx = Math.abs(rect.left - from.left);
        if (!best || dy < best.dy - 1 || (Math.abs(dy - best.dy) <= 1 && dx < best.dx)) best = { name, dy, dx };
      }
      next = best?.name;
    }
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current.get(next)?.focus();
  };

  return { current, setActive, register, onKeyDown };
}
