/**
 * The one way a screen is loaded: React.lazy over `loadWithRetry`, so a missing chunk is retried
 * once and then surfaces as a ChunkLoadError that the route error page turns into "Busway was
 * updated — reload". The router shows the wave loader (Suspense) while the chunk is on its way.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  failedStylesheetUrl,
  isChunkLoadError,
  loadWithRetry,
  rememberChunkFailure,
} from './chunk-load.ts';

export type LazyScreen = LazyExoticComponent<ComponentType>;

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

export function lazyScreen<M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyScreen {
  return lazy(async () => {
    const module = await loadWithRetry(importer, { beforeRetry });
    return { default: pick(module) };
  });
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
