/**
 * Architecture of rendezvous, checked by `npm run lint` (dependency-cruiser).
 *
 *   io        io-ts codecs                 -> nothing of ours (npm packages only)
 *   adapters  RxJS browser edges           -> adapters, io
 *   machines  XState machines              -> machines, io
 *   views     React views                  -> views, machines, io, locales
 *   server    Fastify + PostgreSQL         -> server, io (and node core)
 *   app       composition root (browser)   -> anything but server
 *
 * Type-only imports count too (tsPreCompilationDeps). npm packages are not restricted here.
 */

/** Dependency types of an import that resolves into node_modules. */
const npm = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'];

/** A folder that may import only from the listed folders of ours (plus npm packages). */
const layer = (folder, allowed, comment) => ({
  name: `${folder}-imports-only-${allowed.join('-')}`,
  severity: 'error',
  comment,
  from: { path: `^${folder}/` },
  to: {
    pathNot: `^(${allowed.join('|')})/`,
    dependencyTypesNot: [...npm, 'core'],
    couldNotResolve: false,
  },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular dependencies make load order matter and layers meaningless; break the cycle.',
      from: {},
      to: { circular: true },
    },
    layer('io', ['io'], 'io holds plain codecs shared by browser and server: it imports nothing of ours.'),
    layer('adapters', ['adapters', 'io'], 'adapters are browser edges: they may use io, never machines, views, app or server.'),
    layer('machines', ['machines', 'io'], 'machines are pure state logic: io only (adapters are bound in app/ with machine.provide).'),
    layer('views', ['views', 'machines', 'io', 'locales'], 'views render machines: never adapters, app or server.'),
    layer('server', ['server', 'io'], 'server shares only io with the client.'),
    {
      name: 'app-not-to-server',
      severity: 'error',
      comment: 'app/ is the browser composition root: it may import anything of ours but server.',
      from: { path: '^app/' },
      to: { path: '^server/' },
    },
    {
      name: 'browser-code-not-to-node-core',
      severity: 'error',
      comment: 'Code that is bundled for the browser cannot use node core modules.',
      from: { path: '^(io|adapters|machines|views|app)/' },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
