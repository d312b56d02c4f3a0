// `npm start`: build when the build is missing or stale, then run the compiled server
// (which migrates, seeds an empty database and listens on PORT).
import { build, buildIsStale } from './build-lib.mjs';

if (buildIsStale()) build();
await import('../dist/server-build/server/main.js');
