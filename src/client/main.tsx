/**
 * The browser entry: zod's CSP-safe mode (first, before any module builds a schema), styles, the
 * chunk-failure listener, the service worker, the console banner, and the app. The app renders once the first screen's
 * code is in (index.html shows the loader until then): a screen that suspended behind its loader
 * would be held back for the loader's minimum time on screen.
 */
// First: it must run before any module that builds a zod schema.
import '#client/lib/browser/zod-jitless.ts';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, queryClient } from '#client/app/providers.tsx';
import { AppRouter, preloadScreen } from '#client/app/router.tsx';
import { printConsoleBanner } from '#client/lib/browser/console-banner.ts';
import { firstPaintDone, holdRequestsUntilFirstPaint } from '#client/lib/loading/first-paint.ts';
import { listenForChunkFailures } from '#client/lib/loading/lazy-screen.ts';
import { registerServiceWorker } from '#client/lib/offline/service-worker.ts';
import { configQueryOptions, FALLBACK_APP_NAME } from '#client/lib/api/public-config.ts';
import './styles/global.css';

listenForChunkFailures();
holdRequestsUntilFirstPaint();
// The offline copy of the app (decision 026), once the first screen is painted.
registerServiceWorker();

// Warms the cache the shell reads, and names the running server's version in the banner.
queryClient.fetchQuery(configQueryOptions()).then(
  (config) => printConsoleBanner(config.appName, config.version),
  () => printConsoleBanner(FALLBACK_APP_NAME, __APP_VERSION__),
);

/** Tells lib/loading/first-paint.ts that the first render has committed. */
function FirstPaint() {
  useEffect(firstPaintDone, []);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

void preloadScreen(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
      <FirstPaint />
    </StrictMode>,
  ),
);
