/**
 * The stops' names on the full map, as DOM markers: the built-in style has no glyphs (it draws
 * offline, decision 018), so MapLibre cannot write text itself. Each label is the stop's name as
 * text (read out like any text, found by search in the page), the rider's own stop marked.
 */
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { stopLabel, type MapStop } from './map-data.ts';

export function createStopLabels(map: MapLibreMap) {
  let shown: Marker[] = [];
  return {
    set(stops: readonly MapStop[]) {
      for (const marker of shown) marker.remove();
      // Names east of the stops' middle run westwards, so the frame cuts none off; every other
      // one hangs below its stop, so neighbours' names do not run into each other.
      const middle = stops.reduce((sum, stop) => sum + stop.lng, 0) / (stops.length || 1);
      shown = stops.map((stop, i) => {
        const east = stop.lng > middle;
        const below = i % 2 === 1;
        const element = document.createElement('div');
        element.className = stop.mine ? 'stop-label stop-label--mine' : 'stop-label';
        if (stop.passed) element.classList.add('stop-label--passed');
        element.textContent = stopLabel(stop);
        return new Marker({
          element,
          anchor: `${below ? 'top' : 'bottom'}-${east ? 'right' : 'left'}`,
          offset: [east ? -6 : 6, below ? 6 : -6],
        })
          .setLngLat([stop.lng, stop.lat])
          .addTo(map);
      });
    },
    remove() {
      for (const marker of shown) marker.remove();
      shown = [];
    },
  };
}
