/** Whether the choice can be held yet, and if not, the sentence that says what is missing. */
export function holdProblem(count: number, passengers: number | null): string | null {
  if (count === 0) return 'Choose a seat first: press a free seat on the map.';
  if (passengers !== null && count < passengers)
    return `Choose ${passengers} seats, one for each passenger: ${count} chosen so far.`;
  return null;
}
