// diff_native.js - the WebAssembly build against the native cgt, without a
// browser: every expression of every `$ cgt eval` / `$ cgt scoring eval` line
// in README.md, docs/*.md and tests/cli/*.golden goes through cgt_web_run
// (build-web/cgt.js under node) and through the native binary, and the printed
// value (or the error message) must be the same.  The wasm build has a 32-bit
// `long` and mini-gmp instead of GMP, so this is where a difference would show.
//
// Usage: node web/test/diff_native.js build/cgt [build-web/cgt.js]
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const root = path.resolve(__dirname, '../..');
const cli = path.resolve(process.argv[2] || 'build/cgt');
const glue = path.resolve(process.argv[3] || path.join(root, 'build-web/cgt.js'));

// The single-quoted arguments of a shell line, when the line is nothing but
// `cgt [scoring] eval 'a' 'b' ...` (no options, pipes or substitutions).
function examples() {
  const files = [path.join(root, 'README.md')]
    .concat(fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => path.join(root, 'docs', f)))
    .concat(fs.readdirSync(path.join(root, 'tests/cli')).filter((f) => f.endsWith('.golden')).map((f) => path.join(root, 'tests/cli', f)));
  const out = [];
  const seen = new Set();
  for (const f of files)
    for (const line of fs.readFileSync(f, 'utf8').split('\n')) {
      const m = /^\$ cgt (scoring )?eval((?: '[^']*')+)\s*$/.exec(line);
      if (!m) continue;
      for (const a of m[2].match(/'[^']*'/g)) {
        const expr = a.slice(1, -1);
        const op = m[1] ? 'scoring' : 'eval';
        const key = op + '\0' + expr;
        if (seen.has(key) || expr.includes('"/') || expr.length > 2000) continue; // file paths: off in the page
        seen.add(key);
        out.push({ op, expr, where: path.relative(root, f) });
      }
    }
  // Beyond 32 bits, where a wasm32 `long` or mini-gmp would differ first.
  const big = ['2147483648', '4294967297', '-8589934592', '6917529027641081856', '18446744073709551616',
    '1267650600228229401496703205375', '1/2147483648', '1/4294967296 + 1/1099511627776',
    '3/9223372036854775808', '1180591620717411303425/1180591620717411303424 + 5'];
  for (const expr of big.concat(big.map((x) => `{${x}|-${x}} + {0|${x}}`), ['*4294967296', '*1099511627776 + *1099511627777',
    'birthday(1099511627776)', '2147483647*^', '2147483647*^ + *', 'mean({34359738368|1/34359738368})',
    'temperature({34359738368|-34359738368})', 'kayles(1000000)', 'grundy(1000)', '1/1073741824 - 1/1073741825',
    'cool({1099511627776|-1099511627776}, 549755813888)', 'birthday(1267650600228229401496703205376)',
    'birthday({1099511627776|1099511627775})', 'birthday({4294967296|4294967296})', 'birthday(8589934593/4 + ^)']))
    out.push({ op: 'eval', expr, where: 'diff_native.js' });
  // Options print in an order of their shape, never of ids, so a form prints
  // the same whatever the session built before it (src/scoring/notation.c).
  for (const expr of ['{.|8589934592|.} + {.|1|.}', '{4294967296|-9223372036854775807|.}',
    '{.|-4294967296|.} + {.|-4294967296|.}', '{9223372036854775807|0|-9223372036854775807} + {1|0|.}'])
    out.push({ op: 'scoring', expr, where: 'diff_native.js' });
  return out;
}

function native(op, expr) {
  const args = (op === 'scoring' ? ['scoring', 'eval'] : ['eval']).concat(['--timeout', '20', '--', expr]);
  try {
    return { ok: true, text: execFileSync(cli, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).replace(/\n$/, '') };
  } catch (e) {
    return { ok: false, text: String(e.stderr).replace(/^cgt: /, '').replace(/\n$/, '') };
  }
}

async function main() {
  const createCgt = require(glue);
  const M = await createCgt({ print: () => {}, printErr: () => {} });
  const run = (op, arg) => JSON.parse(M.ccall('cgt_web_run', 'string', ['string', 'string', 'number', 'number'], [op, arg, 0, 20]));
  let passed = 0, failed = 0;
  const cases = examples();
  for (const c of cases) {
    const n = native(c.op, c.expr);
    run('reset', ''); // a fresh script state, as each cgt process has
    const w = run(c.op, c.expr);
    const wt = w.ok ? w.value : w.error;
    if (n.ok === w.ok && n.text === wt) passed++;
    else {
      failed++;
      console.log(`FAIL ${c.where}: ${c.op} '${c.expr}'\n  native: ${n.ok ? '' : 'error '}${n.text}\n  wasm:   ${w.ok ? '' : 'error '}${wt}`);
    }
  }
  // The census and a board through the other ops, against the CLI.
  const census = run('census', '3');
  const nc = execFileSync(cli, ['census', '3'], { encoding: 'utf8' }).trim();
  if (census.ok && census.value === nc) passed++;
  else { failed++; console.log(`FAIL census 3: native ${nc}, wasm ${JSON.stringify(census)}`); }
  // MAZE (seed 000): Theorem 13's boards as `cgt mazegame build` makes them,
  // and the rcf of every cell and the value at the start of those boards and
  // of random boards, against `cgt mazegame rcf|value`.
  const tmp = path.join(require('os').tmpdir(), `cgt-web-diff-${process.pid}.txt`);
  const mazeCli = (...a) => execFileSync(cli, a, { encoding: 'utf8' }).replace(/\n$/, '');
  const boards = [];
  for (const [x, y] of [['3/4', ''], ['-3', ''], ['5/8', ''], ['1/2', ''], ['7', ''], ['1', '-1/2'], ['2', '1/4']]) {
    const w = run('mazebuild', (x + ' ' + y).trim());
    const n = mazeCli('mazegame', 'build', y ? `{${x}|${y}}` : x);
    if (w.ok && w.board.replace(/\n$/, '') === n) { passed++; boards.push(w.board); }
    else { failed++; console.log(`FAIL mazebuild ${x} ${y}: native\n${n}\nwasm ${JSON.stringify(w)}`); }
  }
  let seed = Number(process.env.CGT_WEB_SEED || Date.now() % 100000);
  console.log(`diff_native: random MAZE boards from seed ${seed} (CGT_WEB_SEED)`);
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let k = 0; k < 20; k++) {
    const rows = 1 + Math.floor(rnd() * 4), cols = 1 + Math.floor(rnd() * 5);
    let t = '+' + '---+'.repeat(cols) + '\n';
    for (let r = 0; r < rows; r++) {
      let line = '|';
      for (let c = 0; c < cols; c++) line += '   ' + (c === cols - 1 || rnd() < 0.3 ? '|' : ' ');
      t += line + '\n+';
      for (let c = 0; c < cols; c++) t += (r === rows - 1 || rnd() < 0.3 ? '---' : '   ') + '+';
      t += '\n';
    }
    boards.push(t);
  }
  for (const b of boards) {
    fs.writeFileSync(tmp, b);
    const w = run('mazegame', b);
    const rcf = mazeCli('mazegame', 'rcf', tmp).split('\n').map((l) => l.split('\t')).flat().join(' ');
    const value = mazeCli('mazegame', 'value', tmp).split('\n')[0];
    const got = w.ok ? w.cells.map((c) => c.rcf).join(' ') : w.error;
    if (got === rcf && w.cells[0].value === value) passed++;
    else { failed++; console.log(`FAIL mazegame board\n${b}native rcf ${rcf}, value ${value}\nwasm   ${got}, value ${w.ok && w.cells[0].value}`); }
  }
  // Mazes (seed 003): every generator and every solver against `cgt maze`,
  // with the solver's visiting order (`maze solve --trace --json`): the page
  // animates that trace.
  const evCode = { enter: 0, probe: 1, fill: 2 };
  for (const algo of ['spanning-tree', 'anderson', 'connection-matrix', 'backtracker', 'kruskal', 'prim', 'wilson',
    'aldous-broder', 'eller', 'growing-tree', 'hunt-and-kill', 'sidewinder', 'binary-tree', 'recursive-division']) {
    mazeCli('maze', 'generate', '--algo', algo, '--size', '9x7', '--seed', '42', '-o', tmp);
    const gen = fs.readFileSync(tmp, 'utf8');
    for (const method of ['random-walk', 'left-hand', 'right-hand', 'switch-hand', 'lru', 'lru-renumber', 'bfs',
      'bfs-goal', 'tremaux', 'tremaux-all', 'cheese', 'dead-end-fill', 'astar', 'pledge', 'chain', 'collision',
      'cul-de-sac-fill', 'blind-alley-fill', 'all-shortest']) {
      const w = run('maze', `${algo} 7 9 42 ${method} 1`);
      // exit status 1 when the method fails: the JSON is printed all the same
      const r = require('child_process').spawnSync(cli, ['--json', 'maze', 'solve', tmp, '--method', method, '--seed', '42', '--trace'], { encoding: 'utf8' });
      const n = JSON.parse(r.stdout);
      const trace = n.trace.map(([e, row, col]) => [row * 9 + col, evCode[e]]).flat();
      const sameTrace = w.ok && w.trace.length === trace.length && w.trace.every((x, i) => x === trace[i]);
      const samePath = w.ok && (!n.solved || w.path.map((c) => `${Math.floor(c / 9)},${c % 9}`).join(' ') === n.path.map((p) => p.join(',')).join(' '));
      if (w.ok && w.board === gen && w.solved === n.solved && w.length === n.length && samePath && sameTrace &&
        w.trace_truncated === n.trace_truncated) passed++;
      else { failed++; console.log(`FAIL maze ${algo} ${method}: native solved ${n.solved} length ${n.length} trace ${trace.length / 2}; wasm ${w.ok ? `solved ${w.solved} length ${w.length} trace ${w.trace.length / 2}, same board ${w.board === gen}, same path ${samePath}, same trace ${sameTrace}` : w.error}`); }
    }
  }
  fs.rmSync(tmp, { force: true });
  console.log(`diff_native: ${cases.length} documented expressions and the census compared with ${path.relative(root, cli)}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
main().catch((e) => { console.log('diff_native: ' + (e && e.stack || e)); process.exit(1); });
