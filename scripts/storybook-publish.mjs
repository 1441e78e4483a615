// `npm run storybook:publish`: the Storybook designers review, built from this checkout.
// - With CHROMATIC_PROJECT_TOKEN (and network): Chromatic builds it with `pnpm storybook:build`
//   (--build-script-name, so what goes out is never an old build) and publishes the stories that
//   the change can affect (onlyChanged, chromatic.config.json).
// - Without a token: it builds storybook-static/, which `npm run serve:prod` serves at /storybook/
//   behind the production nginx (README.md, "Storybook").
// Never in CI: the Chromatic CLI waits for the network forever.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (process.env.CI) {
  console.error('storybook:publish does not run in CI: the Chromatic CLI waits for the network forever.');
  process.exit(1);
}
if (process.env.CHROMATIC_PROJECT_TOKEN) {
  process.exit(
    run(bin('chromatic'), [
      '--config-file',
      'chromatic.config.json',
      '--build-script-name',
      'storybook:build',
      ...process.argv.slice(2),
    ]),
  );
}
const status = run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static']);
if (status === 0) {
  console.log(
    '\nNo CHROMATIC_PROJECT_TOKEN: built storybook-static/. `npm run serve:prod -- --no-build` (or a' +
      ' full `npm run serve:prod`) serves it at /storybook/.',
  );
}
process.exit(status);
