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

const serverModule = (path) => `./src/server/modules/${path}`;
/** A zone's files, tests and test kits left out: a test may set up its fixture from anywhere. */
const nonTest = (folder) => serverModule(`${folder}/**/!(*.test|*.testing).ts`);

/** Each of `leaves` never imports another of the module's `subs` (the module's own files it may). */
const siblingZones = (module, leaves, subs) =>
  leaves.map((leaf) => ({
    target: nonTest(`${module}/${leaf}`),
    from: subs.filter((sub) => sub !== leaf).map((sub) => serverModule(`${module}/${sub}`)),
    message: `${module}/${leaf} never imports another ${module} sub-module: what they share sits in ${module}/ itself.`,
  }));

/**
 * Inside a module, sub-modules call downward only. Each entry is layering the code already keeps;
 * a pair that calls both ways (timetable's schedules and trips, accounts' auth and users) has no
 * zone until one of them gives way.
 */
const subModuleZones = () => [
  {
    target: nonTest('network/operator'),
    from: serverModule('network/lines'),
    message: "The operator's settings sit under the lines: operator/ never imports lines/.",
  },
  // routes/ puts a line together from stops, fares and geometry, which never import it or each
  // other, geometry (pure) being below stops too.
  ...[
    ['geometry', ['stops', 'routes', 'fares']],
    ['stops', ['routes', 'fares']],
    ['fares', ['routes', 'stops']],
  ].map(([sub, above]) => ({
    target: nonTest(`network/lines/${sub}`),
    from: above.map((other) => serverModule(`network/lines/${other}`)),
    message: `network/lines/${sub} never imports ${above.join(', ')}: routes/ is above them.`,
  })),
  {
    target: nonTest('timetable/rollout'),
    from: [serverModule('timetable/schedules'), serverModule('timetable/trips')],
    message: 'The roll-out is what schedules and trips build on: rollout/ never imports them.',
  },
  {
    target: nonTest('gtfs/feed'),
    from: ['mapping', 'import', 'export', 'jobs'].map((sub) => serverModule(`gtfs/${sub}`)),
    message:
      'feed/ reads and writes GTFS files; what they mean is mapping/ and up: never imported.',
  },
  {
    target: nonTest('gtfs/mapping'),
    from: ['import', 'export', 'jobs'].map((sub) => serverModule(`gtfs/${sub}`)),
    message:
      'mapping/ turns feed rows into ours and back; import, export and jobs use it, not it them.',
  },
  {
    target: nonTest('gtfs/import'),
    from: [serverModule('gtfs/export'), serverModule('gtfs/jobs')],
    message: 'import/ never imports export/ or jobs/: what both need lives in feed/ or mapping/.',
  },
  {
    target: nonTest('gtfs/export'),
    from: [serverModule('gtfs/import'), serverModule('gtfs/jobs')],
    message: 'export/ never imports import/ or jobs/: what both need lives in feed/ or mapping/.',
  },
  ...siblingZones('fleet', ['buses', 'conductors', 'layouts'], ['buses', 'conductors', 'layouts']),
  ...siblingZones('conductor', ['checks', 'duties', 'manifest'], ['checks', 'duties', 'manifest']),
  ...siblingZones(
    'accounts',
    ['attempts', 'avatars', 'github'],
    ['attempts', 'auth', 'avatars', 'github', 'invitations', 'users'],
  ),
];

/** The server's own layers: core under the modules, and nothing of the browser's. */
const serverZones = () => [
  {
    target: ['./src/server', './src/db'],
    from: './src/client',
    message: 'The server and the database never import the browser app: share through src/shared.',
  },
  {
    target: './src/server/core',
    from: './src/server/modules',
    message: 'core/ (audit log, clock, rate limits) is under every module: it never imports one.',
  },
];

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
    ...subModuleZones(),
    ...serverZones(),
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
