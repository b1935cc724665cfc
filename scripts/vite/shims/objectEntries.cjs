// `object.entries` for the bundle: every browser the portal supports has Object.entries, and the
// polyfill (node-polyglot's dependency) brings ten small ECMAScript-abstraction packages with it.
module.exports = Object.entries;
