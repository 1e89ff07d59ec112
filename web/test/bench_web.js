// bench_web.js - WebAssembly against native on the same machine in the same
// run: the census of day 3 and Domineering 4x4, each from a cold start (a
// fresh wasm instance; a fresh cgt process, less the time of `cgt eval 0`).
// Medians of N runs.  Usage: node web/test/bench_web.js build/cgt [N]
'use strict';
const path = require('path');
const { spawnSync } = require('child_process');
const root = path.resolve(__dirname, '../..');
const cli = path.resolve(process.argv[2] || path.join(root, 'build/cgt'));
const runs = Number(process.argv[3] || 7);
const createCgt = require(path.join(root, 'build-web/cgt.js'));
process.setMaxListeners(0); // each emscripten instance adds process listeners
const median = (a) => a.slice().sort((x, y) => x - y)[a.length >> 1];

// An expression: the time cgt --json reports for it (in-process, no start-up);
// otherwise the process's wall time.
function nativeMs(args) {
  if (args[0] === 'eval' && args.length === 2) {
    const r = spawnSync(cli, ['--json', 'eval', args[1]], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return JSON.parse(r.stdout).time_ms;
  }
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cli, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}
async function wasmMs(op, arg) {
  const M = await createCgt({ print: () => {}, printErr: () => {} });
  const t0 = process.hrtime.bigint();
  const r = JSON.parse(M.ccall('cgt_web_run', 'string', ['string', 'string', 'number', 'number'], [op, arg, 0, 0]));
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (!r.ok) throw new Error(r.error);
  return ms;
}

(async () => {
  const cases = [
    ['census of day 3', ['census', '3'], 'census', '3'],
    ['Domineering 4x4', ['eval', 'domineering("....|....|....|....")'], 'eval', 'domineering("....|....|....|....")'],
  ];
  console.log(`| computation | native (ms) | WebAssembly (ms) | ratio |`);
  console.log(`|---|---:|---:|---:|`);
  for (const [name, args, op, arg] of cases) {
    const base = [], nat = [], wasm = [];
    for (let i = 0; i < runs; i++) {
      base.push(nativeMs(['eval', '0']));
      nat.push(nativeMs(args));
      wasm.push(await wasmMs(op, arg));
    }
    const n = args.length === 2 && args[0] === 'eval' ? median(nat) : Math.max(0.01, median(nat) - median(base));
    const w = median(wasm);
    console.log(`| ${name} | ${n.toFixed(1)} | ${w.toFixed(1)} | ${(w / n).toFixed(2)} |`);
  }
  console.log(`\n${runs} runs each, medians; native: the census is the process's wall time less that of \`cgt eval 0\`, an expression the in-process time \`cgt --json eval\` reports (with the facts --json adds; the page's eval also draws the thermograph); node ${process.version} (V8, as in Chromium).`);
})();
