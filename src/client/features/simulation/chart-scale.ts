/** The top of a chart's scale: the next round number at or above `value` (1, 2 or 5 × 10ⁿ). */
export function roundUp(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}
