import { useMemo } from "react";

const SIZE = 25;

function isFinder(x: number, y: number): boolean {
  const inBox = (bx: number, by: number) => x >= bx && x < bx + 7 && y >= by && y < by + 7;
  return inBox(0, 0) || inBox(SIZE - 7, 0) || inBox(0, SIZE - 7);
}

/** A decorative, QR-like pattern (not a scannable code) with rounded modules. */
export function QrIllustration() {
  const modules = useMemo(() => {
    const cells: [number, number][] = [];
    let seed = 7;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        if (isFinder(x, y) || (x < 8 && y < 8) || (x > SIZE - 9 && y < 8) || (x < 8 && y > SIZE - 9)) continue;
        if (seed % 100 < 48) cells.push([x, y]);
      }
    }
    return cells;
  }, []);

  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x + 0.5} y={y + 0.5} width={6} height={6} rx={1.8} fill="none" stroke="var(--qr-eye)" strokeWidth={1} />
      <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.9} fill="var(--qr-eye)" />
    </g>
  );

  return (
    <svg className="qr-illustration" viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="qr-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="var(--qr-from)" />
          <stop offset="100%" stopColor="var(--qr-to)" />
        </linearGradient>
      </defs>
      <rect x={-2} y={-2} width={SIZE + 4} height={SIZE + 4} rx={3} fill="#fff" />
      <g fill="url(#qr-gradient)">
        {modules.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x + 0.08} y={y + 0.08} width={0.84} height={0.84} rx={0.3} />
        ))}
      </g>
      {finder(0, 0)}
      {finder(SIZE - 7, 0)}
      {finder(0, SIZE - 7)}
    </svg>
  );
}
