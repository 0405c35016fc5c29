import { useRef } from "react";

let nextKey = 1;

/**
 * Stable React keys for a list whose elements have no ids (options, rows): the keys move
 * with the elements, so a reorder keeps each input (and its focus) with its text.
 */
export function useListKeys(length: number) {
  const keys = useRef<number[]>([]);
  while (keys.current.length < length) keys.current.push(nextKey++);
  if (keys.current.length > length) keys.current.length = length;
  return {
    keys: keys.current,
    insert(index: number) {
      keys.current.splice(index, 0, nextKey++);
    },
    remove(index: number) {
      keys.current.splice(index, 1);
    },
    move(index: number, delta: number) {
      const to = Math.max(0, Math.min(keys.current.length - 1, index + delta));
      if (to === index) return;
      const [key] = keys.current.splice(index, 1);
      keys.current.splice(to, 0, key!);
    },
  };
}
