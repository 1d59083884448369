// Runs before every npm script, on whatever Node the machine has: the project's .ts files cannot even load on Node < 22.12
// (type stripping), so an old Node would otherwise die with ERR_UNKNOWN_FILE_EXTENSION and a stack trace.
// Plain CommonJS with old syntax on purpose, so it parses on any Node.
"use strict";
var NEEDED_MAJOR = 22;
var NEEDED_MINOR = 12;
var parts = process.versions.node.split(".");
var major = Number(parts[0]);
var minor = Number(parts[1]);
if (major < NEEDED_MAJOR || (major === NEEDED_MAJOR && minor < NEEDED_MINOR)) {
  process.stderr.write(
    "Node.js " +
      process.version +
      " found, but this project needs Node.js >= " +
      NEEDED_MAJOR +
      "." +
      NEEDED_MINOR +
      " (24 recommended): install it from https://nodejs.org or with `nvm install 24`, then run the command again.\n",
  );
  process.exit(1);
}
