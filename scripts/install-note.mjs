// `npm install`'s last word (package.json's postinstall). npm itself runs on the machine's Node.js, which
// may be older than the Node.js 24 the project brings as its `node` dependency: npm then prints an
// EBADENGINE warning for every package that wants a newer Node.js. They are expected, and harmless here.
// This script runs on the project's Node.js (npm puts node_modules/.bin first); npm's own is in its agent.
const npmNode = /\bnode\/v(\d+)\.[\d.]+/.exec(process.env.npm_config_user_agent ?? '');
if (npmNode && Number(npmNode[1]) < 24) {
  console.log(
    [
      '',
      `npm ran on Node.js ${npmNode[0].slice('node/v'.length)}: the "EBADENGINE Unsupported engine" warnings above are expected.`,
      'The shop and its tests run on the Node.js 24 installed with it (node_modules/node), through npm scripts and npx.',
      'The install succeeded. Next: npm start (the first start builds the shop, about two minutes).',
      '',
    ].join('\n'),
  );
}
