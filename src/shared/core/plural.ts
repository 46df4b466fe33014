/** A count with its noun in English: 1 → "1 seat", 2 → "2 seats"; irregular forms given whole. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
