/**
 * The buses on a map as DOM markers: an arrow pointing the way the bus heads, in its route's
 * colour, greyed when its last fix is old. A new fix glides the marker there over about a second
 * (motion.ts); with reduced motion asked for, it jumps.
 */
import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import type { MapBus } from './map-data.ts';
import { glideAt, type Glide, type Pose } from './motion.ts';

interface Shown {
  marker: Marker;
  element: HTMLElement;
  pose: Pose;
  glide: Glide | null;
}

function markerElement(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'bus-marker';
  element.setAttribute('role', 'img');
  const arrow = document.createElement('span');
  arrow.className = 'bus-marker__arrow';
  element.append(arrow);
  return element;
}

function dress(element: HTMLElement, bus: MapBus) {
  element.setAttribute('aria-label', bus.label);
  element.title = bus.label;
  element.style.setProperty('--bus-colour', bus.colour);
  element.classList.toggle('bus-marker--stale', bus.stale === true);
}

function place(shown: Shown, pose: Pose) {
  shown.pose = pose;
  shown.marker.setLngLat([pose.lng, pose.lat]);
  shown.element.classList.toggle('bus-marker--heading', pose.bearing !== null);
  shown.element.style.setProperty('--bearing', `${pose.bearing ?? 0}deg`);
}

export function createBusMarkers(map: MapLibreMap) {
  const shown = new Map<string, Shown>();
  let frame = 0;
  const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  function animate() {
    frame = 0;
    const now = performance.now();
    let moving = false;
    for (const entry of shown.values()) {
      if (!entry.glide) continue;
      const { pose, done } = glideAt(entry.glide, now);
      place(entry, pose);
      if (done) entry.glide = null;
      else moving = true;
    }
    if (moving) frame = requestAnimationFrame(animate);
  }

  return {
    /** Shows these buses (others are removed); `smooth` glides the ones that moved. */
    set(buses: readonly MapBus[], smooth: boolean) {
      const glide = smooth && !reducedMotion();
      const now = performance.now();
      const ids = new Set(buses.map((bus) => bus.id));
      for (const [id, entry] of shown)
        if (!ids.has(id)) {
          entry.marker.remove();
          shown.delete(id);
        }
      for (const bus of buses) {
        const to: Pose = { lng: bus.lng, lat: bus.lat, bearing: bus.bearing };
        let entry = shown.get(bus.id);
        if (!entry) {
          const element = markerElement();
          const marker = new Marker({ element }).setLngLat([bus.lng, bus.lat]).addTo(map);
          entry = { marker, element, pose: to, glide: null };
          shown.set(bus.id, entry);
          place(entry, to);
        } else if (
          entry.pose.lng !== to.lng ||
          entry.pose.lat !== to.lat ||
          entry.pose.bearing !== to.bearing
        ) {
          if (glide) entry.glide = { from: entry.pose, to, startedAt: now };
          else {
            entry.glide = null;
            place(entry, to);
          }
        }
        dress(entry.element, bus);
      }
      if (glide && !frame) frame = requestAnimationFrame(animate);
    },
    remove() {
      cancelAnimationFrame(frame);
      for (const entry of shown.values()) entry.marker.remove();
      shown.clear();
    },
  };
}
