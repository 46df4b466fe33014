/**
 * The one way a screen is loaded: React.lazy over `loadWithRetry`, so a missing chunk is retried
 * once and then surfaces as a ChunkLoadError that the route error page turns into "Busway was
 * updated — reload". The router shows the wave loader (Suspense) while the chunk is on its way.
 * The first screen of a page load is fetched before the first render (`preload`, main.tsx), so it
 * renders at once.
 */
import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterFirstPaint } from './first-paint.ts';
import {
  failedStylesheetUrl,
  isChunkLoadError,
  loadWithRetry,
  rememberChunkFailure,
} from './chunk-load.ts';

export interface LazyScreen<P extends object = object> {
  (props: P): ReactNode;
  /** Fetches the screen's code; resolves when it is in, or when it failed (rendering then fails). */
  preload: () => Promise<void>;
  /** True once the code is in: the screen renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * Links a stylesheet that failed to preload again and waits for it, because Vite will not request
 * it a second time. Rejects like Vite does when it fails again.
 */
function relinkStylesheet(url: string): Promise<void> {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === url) link.remove();
  }
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = url;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${url}`)));
    document.head.append(link);
  });
}

async function beforeRetry(error: unknown) {
  console.warn('Busway: a screen failed to load, retrying once.', error);
  const stylesheet = failedStylesheetUrl(error);
  if (stylesheet !== null) await relinkStylesheet(stylesheet);
}

export function lazyScreen<M, P extends object = object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  // One load, shared by `preload` and React.lazy: a failed load is not attempted a second time
  // (React.lazy keeps its failure too), so a chunk is retried exactly once.
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= loadWithRetry(importer, { beforeRetry }).then((module) => {
      loaded = pick(module);
      return { default: loaded };
    }));
  const Lazy = lazy(load);
  function Screen(props: P) {
    // A screen whose code is in renders directly, without suspending: React holds content back
    // until its loader has been on screen for 300 ms, which would delay the first paint.
    // Chosen once per mount, so the screen's state survives its chunk arriving.
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Screen, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
    isLoaded: () => loaded !== undefined,
  });
}

/**
 * For a part of a screen that its first paint can do without (the home screen's search form):
 * true once the part's code is in, fetched after the first paint. The screen shows a stand-in
 * until then, and renders the part when it is true (a failed load then reaches the route error
 * page, as a screen's would).
 */
export function useLoadedAfterFirstPaint<P extends object>(part: LazyScreen<P>): boolean {
  const [ready, setReady] = useState(part.isLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstPaint()
      .then(part.preload)
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [part, ready]);
  return ready;
}

/**
 * Vite reports a failed chunk or CSS preload with a `vite:preloadError` event before the import
 * rejects. We let the import reject (the retry above handles it) and remember the error, so that a
 * failure from any other dynamic import still reaches people as "Busway was updated".
 */
export function listenForChunkFailures(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const { payload } = event as Event & { payload?: unknown };
    rememberChunkFailure(payload);
    if (!isChunkLoadError(payload)) console.warn('Busway: a code chunk failed to load.', payload);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
