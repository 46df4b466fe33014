import { describe, expect, it } from 'vitest';
import { busChoices } from './bus-choices.ts';

const buses = [
  { id: 'a', registration: 'M-BW 101', name: 'Coach', status: 'active' },
  { id: 'm', registration: 'M-BW 102', name: 'Coach', status: 'maintenance' },
  { id: 'r', registration: 'M-BW 103', name: 'Coach', status: 'retired' },
];

describe('busChoices', () => {
  it('marks and disables the buses that cannot run, so none is offered for new trips', () => {
    expect(busChoices(buses, 'No bus')).toEqual([
      { value: '', label: 'No bus' },
      { value: 'a', label: 'M-BW 101 · Coach', disabled: false },
      { value: 'm', label: 'M-BW 102 · Coach (in maintenance)', disabled: true },
      { value: 'r', label: 'M-BW 103 · Coach (retired)', disabled: true },
    ]);
  });

  it('keeps the current bus selectable, marked, so the form still shows it', () => {
    expect(busChoices(buses, 'No bus', 'm')[2]).toEqual({
      value: 'm',
      label: 'M-BW 102 · Coach (in maintenance)',
      disabled: false,
    });
  });
});
