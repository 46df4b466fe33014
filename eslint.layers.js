// The import-x/no-restricted-paths zones of eslint.config.js: who may import whom (STYLE.md,
// ARCHITECTURE.md "Layers call downward only"). One zone per feature and per server module, read
// from the folders, so a new one is covered the day it is made.
import { readdirSync } from 'node:fs';

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A client feature uses lib/, components/ and shared/, never another feature. */
const featureZones = () =>
  folders('src/client/features').map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to lib/ or components/.',
  }));

/** A server module calls another module's service (or takes its types), never its repo or store. */
const moduleZones = () =>
  folders('src/server/modules').map((module) => ({
    target: `./src/server/modules/${module}`,
    from: `./src/server/modules/!(${module})/**/*.{repo,store}.ts`,
    message: "A module never reaches into another module's repo or store: call its service.",
  }));

export function layerZones() {
  return [
    ...featureZones(),
    {
      // app/ (router, layout, route screens) puts the features together; nothing below reaches up.
      target: ['./src/client/features', './src/client/components', './src/client/lib'],
      from: './src/client/app',
      message: 'app/ imports features, components and lib; they never import app/.',
    },
    {
      // components/ and lib/ sit under every feature: one importing a feature would tie them all to it.
      target: ['./src/client/components', './src/client/lib'],
      from: './src/client/features',
      message: 'components/ and lib/ never import a feature: move what they need down into them.',
    },
    {
      // no-restricted-imports stops the #server/ and #db/ aliases; this stops relative paths too.
      target: './src/client',
      from: ['./src/server', './src/db'],
      message: 'The browser never imports server or database code: share it through src/shared.',
    },
    ...moduleZones(),
    {
      // Decision 010: the dashboard reads other modules' tables in its declared read model only.
      target: './src/server/modules/stats/!(stats.read-model|*.test).ts',
      from: './src/db/schema',
      message: 'stats reads tables only in stats.read-model.ts, which lists them (decision 010).',
    },
    {
      target: './src',
      from: './e2e',
      message: 'The app never imports the end-to-end journeys or their fixtures.',
    },
    {
      target: './src/shared',
      from: ['./src/client', './src/server', './src/db'],
      message: 'shared/ is used by browser and server alike: it imports only shared/ and packages.',
    },
  ];
}
