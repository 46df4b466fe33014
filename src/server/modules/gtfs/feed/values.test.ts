import { describe, expect, it } from 'vitest';
import {
  clockLabel,
  formatGtfsTime,
  minorUnitFactor,
  parseColour,
  parseDecimal,
  parseGtfsDate,
  parseGtfsTime,
} from './values.ts';

describe('GTFS values', () => {
  it('reads times past midnight and writes them back', () => {
    expect(parseGtfsTime('6:00:00')).toBe(21_600);
    expect(parseGtfsTime('25:03:09')).toBe(25 * 3600 + 3 * 60 + 9);
    expect(parseGtfsTime('6:0:00')).toBeUndefined();
    expect(parseGtfsTime('')).toBeUndefined();
    expect(formatGtfsTime(25 * 3600 + 189)).toBe('25:03:09');
    expect(clockLabel(8 * 3600 + 600)).toBe('08:10');
    expect(clockLabel(8 * 3600 + 601)).toBe('08:10:01');
  });

  it('reads only real calendar dates', () => {
    expect(parseGtfsDate('20070604')).toBe('2007-06-04');
    expect(parseGtfsDate('20070231')).toBeUndefined();
    expect(parseGtfsDate('2007-06-04')).toBeUndefined();
  });

  it('reads colours, numbers and minor units', () => {
    expect(parseColour('c70021')).toBe('#C70021');
    expect(parseColour('red')).toBeUndefined();
    expect(parseDecimal('-82.467836')).toBe(-82.467836);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('1,5')).toBeUndefined();
    expect(minorUnitFactor('USD')).toBe(100);
    expect(minorUnitFactor('JPY')).toBe(1);
  });
});
