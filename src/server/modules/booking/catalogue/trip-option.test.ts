import { describe, expect, it } from 'vitest';
import { DEMO_LAYOUTS } from '#db/seed/demo-layouts.ts';
import { SeatDeck } from '#shared/fleet/seat-layout.ts';
import { layoutKinds } from './trip-option.ts';

const decksOf = (key: keyof typeof DEMO_LAYOUTS) => SeatDeck.array().parse(DEMO_LAYOUTS[key].decks);

describe('layoutKinds', () => {
  it('calls the double-deck night bus, all berths, both sleeper and double-deck', () => {
    expect(layoutKinds(decksOf('sleeper'))).toEqual(['sleeper', 'double-deck']);
  });

  it('calls a one-deck coach of seats a seater', () => {
    expect(layoutKinds(decksOf('coach'))).toEqual(['seater']);
  });
});
