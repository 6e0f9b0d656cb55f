// ibantools 4.5.3 sends Node's ES module loader to its CommonJS build, which fails to load ("exports is not
// defined"; fixed in 4.5.4, Simplify/ibantools#672). Its ES module build is imported by path instead, typed
// with the package's own declarations. Import 'ibantools' again once the package is 4.5.4 or later.
declare module 'ibantools/jsnext/ibantools.js' {
  export * from 'ibantools';
}
