import { describe, expect, it } from 'vitest';
import { baseStyle, builtInStyle, usesBuiltIn } from './map-style.ts';
import { linesGeoJson, pointsOf, stopLabel, stopsGeoJson } from './map-data.ts';

describe('the map’s base style', () => {
  it('is built in, with no network, when neither MAP_STYLE_URL nor MAP_TILE_URL is set', () => {
    const config = { styleUrl: null, tileUrl: null };
    expect(usesBuiltIn(config)).toBe(true);
    const style = baseStyle(config);
    expect(style).toEqual(builtInStyle());
    // Nothing it names is fetched: no glyphs, no sprite, no tile or style URL.
    expect(JSON.stringify(style)).not.toMatch(/https?:|glyphs|sprite/);
  });

  it('is the style named by MAP_STYLE_URL, which wins over tiles', () => {
    const config = {
      styleUrl: 'https://maps.example/style.json',
      tileUrl: 'https://t/{z}/{x}/{y}.png',
    };
    expect(baseStyle(config)).toBe('https://maps.example/style.json');
    expect(usesBuiltIn(config)).toBe(false);
  });

  it('draws MAP_TILE_URL’s raster tiles', () => {
    const style = baseStyle({
      styleUrl: null,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(style).toMatchObject({
      sources: {
        tiles: { type: 'raster', tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'] },
      },
    });
  });
});

describe('what a bus map draws, as GeoJSON', () => {
  const lines = [
    {
      id: 'a',
      colour: '#ff0000',
      coordinates: [
        [11, 48],
        [11.5, 48.2],
      ] as const,
    },
    { id: 'dot', colour: '#00ff00', coordinates: [[12, 49]] as const },
  ];
  const stops = [{ id: '1', name: 'Dachau', lat: 48.26, lng: 11.43, passed: true }];

  it('leaves out a line of fewer than two points, and keeps each line’s colour', () => {
    const geo = linesGeoJson(lines);
    expect(geo.features).toHaveLength(1);
    expect(geo.features[0]).toMatchObject({ id: 'a', properties: { colour: '#ff0000' } });
  });

  it('marks passed stops and the rider’s own, and frames lines and stops together', () => {
    expect(stopsGeoJson(stops).features[0]!.properties).toEqual({
      name: 'Dachau',
      passed: true,
      mine: false,
    });
    expect(stopsGeoJson([{ ...stops[0]!, mine: true }]).features[0]!.properties).toMatchObject({
      mine: true,
    });
    expect(stopLabel({ name: 'Dachau', mine: true })).toBe('Your stop: Dachau');
    expect(stopLabel({ name: 'Dachau' })).toBe('Dachau');
    expect(pointsOf(lines, stops)).toEqual([
      [11, 48],
      [11.5, 48.2],
      [12, 49],
      [11.43, 48.26],
    ]);
  });
});
