#!/usr/bin/env node
// The `pluck` executable: oclif finds the compiled commands (dist/cli/commands) through package.json#oclif
// and, in a build, oclif.manifest.json, so only the command being run is loaded.
require('@oclif/core').execute({ dir: __dirname });
