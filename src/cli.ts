#!/usr/bin/env node
process.stdout.write('tollgate: not yet\n');
