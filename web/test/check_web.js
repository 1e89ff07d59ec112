// check_web.js - make check-web: drives Debian's headless Chromium through
// every panel of web/dist (puppeteer-core), checks what the page prints
// against the native cgt program, and takes the screenshots of docs/web.md.
//
// Usage: node web/test/check_web.js build/cgt
// The page is loaded from file:// and from a static server on 127.0.0.1.
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const { execFileSync } = require('child_process');
const puppeteer = require('puppeteer-core');

const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'web/dist');
const shots = path.join(root, 'docs/web');
const cli = path.resolve(process.argv[2] || path.join(root, 'build/cgt'));
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';

let passed = 0, failed = 0;
function check(name, ok, detail) {
  if (ok) passed++;
  else { failed++; console.log(`FAIL ${name}${detail ? ': ' + detail : ''}`); }
}
function same(name, got, want) { check(name, got === want, `page ${JSON.stringify(got)}, cli ${JSON.stringify(want)}`); }

// The native program: stdout, or the error line without "cgt: ".
function cgt(...args) {
  try {
    return execFileSync(cli, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).replace(/\n$/, '');
  } catch (e) {
    return String(e.stderr).replace(/^cgt: /, '').replace(/\n$/, '');
  }
}

// `cgt maze play FILE...` with commands on standard input: what it prints.
function cgtPlay(args, commands) {
  const r = require('child_process').spawnSync(cli, ['maze', 'play', ...args], { input: commands.join('\n') + '\n', encoding: 'utf8' });
  return r.stdout;
}

// README's console examples: [{kind, text}] for eval, census and scoring eval.
function readmeExamples() {
  const out = [];
  for (const line of fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n')) {
    let m;
    if ((m = /^\$ cgt (scoring )?eval((?: '[^']*')+)\s*$/.exec(line)))
      for (const a of m[2].match(/'[^']*'/g)) out.push({ kind: m[1] ? 'scoring' : 'eval', text: a.slice(1, -1) });
    else if ((m = /^\$ cgt census (\d)$/.exec(line))) out.push({ kind: 'census', text: 'census ' + m[1] });
    else if ((m = /^\$ printf '([^']*)' \| cgt$/.exec(line)))
      for (const t of m[1].split('\\n').filter((x) => x)) out.push({ kind: 'eval', text: t });
  }
  return out;
}

// A static server for web/dist on an ephemeral loopback port.
function serve() {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const p = path.join(dist, decodeURIComponent(req.url.split(/[?#]/)[0]).replace(/^\/$/, '/index.html'));
    if (!p.startsWith(dist) || !fs.existsSync(p)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'Content-Type': types[path.extname(p)] || 'application/octet-stream' });
    res.end(fs.readFileSync(p));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---- page helpers ---------------------------------------------------------
async function idle(page, timeout = 60000) {
  await page.waitForFunction(() => window.cgt && !window.cgt.engine.busy && !window.cgt.engine.queue.length &&
    window.cgt.engine.ready, { timeout, polling: 50 });
}
async function text(page, sel) {
  return page.$eval(sel, (e) => e.textContent).catch(() => null);
}
async function setInput(page, sel, value) {
  await page.$eval(sel, (e, v) => { e.value = v; e.dispatchEvent(new Event('change')); }, String(value));
}
// Types an expression into a panel's input and returns what the page shows.
async function typeExpr(page, input, prefix, expr) {
  await page.$eval(input, (e) => { e.value = ''; });
  await page.type(input, expr);
  const before = await page.$$eval(`#${prefix}-history li`, (l) => l.length);
  await page.keyboard.press('Enter');
  await page.waitForFunction((p, n) => document.querySelectorAll(`#${p}-history li`).length > n, { timeout: 60000 }, prefix, before);
  await idle(page);
  const err = await page.$eval(`#${prefix}-error`, (e) => (e.hidden ? null : e.textContent));
  if (err !== null)
    return { error: await text(page, `#${prefix}-error [data-field=error]`), caret: await text(page, `#${prefix}-error pre.caret`) };
  return { value: await text(page, `#${prefix}-result [data-field=value]`) };
}
// A real click on a button, first brought to the middle of the window: the
// sticky header must not be what the click hits.
async function press(page, sel) {
  await page.$eval(sel, (e) => e.scrollIntoView({ block: 'center' }));
  await page.click(sel);
}
async function tab(page, name) {
  await page.click(`#tabs button[data-panel=${name}]`);
  await idle(page);
}
async function shot(page, name) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, name + '.png'), fullPage: true });
}

// ---- the panels -------------------------------------------------------------
async function calculator(page) {
  for (const ex of readmeExamples().filter((x) => x.kind !== 'scoring')) {
    const r = await typeExpr(page, '#calc-input', 'calc', ex.text);
    const want = ex.kind === 'census' ? cgt('census', ex.text.split(' ')[1]) : cgt('eval', '--', ex.text);
    same(`calculator '${ex.text}'`, r.value !== undefined ? r.value : r.error, want);
  }
  // The column of an error is pointed at.
  const bad = await typeExpr(page, '#calc-input', 'calc', '1 + {0|*');
  same('calculator error message', bad.error, cgt('eval', '1 + {0|*'));
  check('calculator error caret under column 5', bad.caret === '1 + {0|*\n    ^', JSON.stringify(bad.caret));
  const g = await typeExpr(page, '#calc-input', 'calc', '{3||2*|1*}');
  same('calculator value', g.value, '{3||2*|1*}');
  same('calculator temperature', await text(page, '#calc-result [data-field=temperature]'), cgt('eval', 'temperature({3||2*|1*})'));
  same('calculator outcome', await text(page, '#calc-result [data-field=outcome]'), cgt('eval', 'outcome({3||2*|1*})'));
  same('calculator thermograph', await text(page, '#calc-result [data-field=thermograph]'), cgt('thermograph', '{3||2*|1*}'));
  check('calculator thermograph SVG drawn', await page.$('#calc-result .thermograph svg') !== null);
  check('calculator history kept', (await page.$$eval('#calc-history li', (l) => l.length)) >= readmeExamples().length);
  await shot(page, 'calculator');
}

async function boards(page) {
  await tab(page, 'boards');
  await page.select('#board-game', 'domineering');
  await idle(page);
  await setInput(page, '#board-rows', 4);
  await setInput(page, '#board-cols', 4);
  await idle(page);
  same('domineering 4x4', await text(page, '#board-result [data-field=value]'), cgt('eval', 'domineering("....|....|....|....")'));
  // Click two squares: the board and its value follow.
  await page.click('#board [data-r="0"][data-c="0"]');
  await page.click('#board [data-r="2"][data-c="1"]');
  await idle(page);
  same('domineering board text after clicks', await text(page, '#board-text'), 'domineering("#...|....|.#..|....")');
  same('domineering value after clicks', await text(page, '#board-result [data-field=value]'), cgt('eval', 'domineering("#...|....|.#..|....")'));
  // Every move's "wins" mark against the CLI: a Left move wins iff its option is >= 0.
  const moves = await page.$$eval('#board-moves button.move', (bs) => bs.map((b) => ({ text: b.textContent, wins: b.classList.contains('wins') })));
  check('domineering moves listed', moves.length > 0);
  const result = await page.evaluate(() => window.cgt.engine.run('board', 'domineering\n#...|....|.#..|....'));
  for (const m of result.moves) {
    const cmp = m.player === 'L' ? '>=' : '<=';
    same(`domineering move ${m.player} ${m.position} wins`, String(m.wins), cgt('eval', `domineering("${m.position}") ${cmp} 0`));
  }
  await shot(page, 'boards');
  // Play: Left (the page's default side) takes a winning move, cgt answers as Right.
  const blocked = (s) => (s.match(/#/g) || []).length;
  const b0 = blocked(await text(page, '#board-text'));
  await page.click('#board-moves .moves:first-child button.move.wins');
  await page.waitForFunction((n) => (document.getElementById('board-text').textContent.match(/#/g) || []).length >= n + 4, { timeout: 30000 }, b0);
  await idle(page);
  check('playing: cgt answered the move', blocked(await text(page, '#board-text')) === b0 + 4);
  // The other rulesets, set up by clicking.
  for (const [game, clicks, want] of [
    ['cram', [[0, 1]], 'cram(".#.")'],
    ['clobber', [[0, 0], [0, 1], [0, 1], [0, 2]], 'clobber("xox")'],
    ['toads', [[0, 0], [0, 2], [0, 2]], 'toads("t.f")'],
    ['hackenbush_string', [[0, 1]], 'hackenbush("BR")'],
  ]) {
    await page.select('#board-game', game);
    await idle(page);
    await setInput(page, '#board-rows', 1);
    await setInput(page, '#board-cols', game === 'hackenbush_string' ? 2 : 3);
    await idle(page);
    for (const [r, c] of clicks) await page.click(`#board [data-r="${r}"][data-c="${c}"]`);
    await idle(page);
    same(`${game} board text`, await text(page, '#board-text'), want);
    same(`${game} value`, await text(page, '#board-result [data-field=value]'), cgt('eval', want));
  }
  await hackenbushGraph(page);
}

// Hackenbush on a graph, drawn by clicking the SVG editor: a blue edge from
// the ground, a red one on top, a green one from the ground to the same
// point (a cycle); then a move played from the engine's list.
async function hackenbushGraph(page) {
  await page.select('#board-game', 'hackenbush');
  await idle(page);
  const svg = await page.$('#hb-graph');
  const box = await svg.boundingBox();
  const at = async (x, y) => { // SVG coordinates (520 x 300, ground at 276)
    await page.mouse.click(box.x + x * box.width / 520, box.y + y * box.height / 300);
    await idle(page);
  };
  await at(100, 285); // the ground
  await at(100, 200); // a point: blue edge 0-1
  await page.$eval('#hb-colour-r', (e) => e.click());
  await at(100, 130); // red edge 1-2
  await at(100, 130); // let go of point 2
  await page.$eval('#hb-colour-g', (e) => e.click());
  await at(200, 285); // the ground again
  await at(100, 200); // green edge 0-1 to the first point
  const want = 'hackenbush("0-1:b,1-2:r,0-1:g")';
  same('hackenbush graph drawn by clicks', await text(page, '#board-text'), want);
  same('hackenbush graph value', await text(page, '#board-result [data-field=value]'), cgt('eval', want));
  // Erase the red edge by clicking it.
  await page.$eval('#hb-colour-erase', (e) => e.click());
  await at(100, 165); // on the red edge (an SVG line has no box puppeteer can click)
  same('hackenbush edge erased', await text(page, '#board-text'), 'hackenbush("0-1:b,0-1:g")');
  // Play Left's first move: the edges the option keeps keep their drawing.
  await page.$eval('#board-player', (e) => { e.value = 'R'; });
  await page.click('#board-moves .moves:first-child button.move');
  await idle(page);
  const left = await text(page, '#board-text');
  check('hackenbush move played', left === 'hackenbush("0-1:g")' || left === 'hackenbush("0-1:b")', left);
  same('hackenbush edges drawn after the move', await page.$$eval('#hb-graph line.edge', (l) => l.length), 1);
  await shot(page, 'hackenbush');
}

async function mazegame(page) {
  await tab(page, 'mazegame');
  await setInput(page, '#mg-rows', 3);
  await setInput(page, '#mg-cols', 4);
  await idle(page);
  // Add a wall right of the top-left cell by clicking near its right edge.
  const cell = await page.$('#mg-board [data-r="0"][data-c="0"]');
  const box = await cell.boundingBox();
  await page.mouse.click(box.x + box.width - 3, box.y + box.height / 2);
  await idle(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 2 - 3); // below (1,0)
  await idle(page);
  const board = await text(page, '#mg-text');
  fs.writeFileSync('/tmp/cgt-web-maze.txt', board);
  check('MAZE: the clicks made walls', board.split('\n')[1] === '|   |           |' && board.split('\n')[4] === '+---+   +   +   +', JSON.stringify(board));
  const rcf = await page.$$eval('#mg-board [data-field=rcf]', (l) => l.map((e) => e.textContent));
  const want = cgt('mazegame', 'rcf', '/tmp/cgt-web-maze.txt').split('\n').map((l) => l.split('\t')).flat();
  same('MAZE rcf of every cell', rcf.join(' '), want.join(' '));
  const value = cgt('mazegame', 'value', '/tmp/cgt-web-maze.txt').split('\n')[0];
  same('MAZE value at the start', await text(page, '#mg-result [data-field="top-left cell (value)"]'), value);
  // Theorem 13: a number and a switch {1|-1/2}, the boards as the CLI builds them.
  for (const [x, y, v] of [['5/8', '', '5/8'], ['1', '-1/2', '{1|-1/2}']]) {
    await setInput(page, '#mg-x', x);
    await setInput(page, '#mg-y', y);
    await page.click('#mg-build');
    await idle(page);
    await page.waitForFunction(() => document.querySelector('#mg-board [data-r="0"][data-c="0"] [data-field=rcf]'), { timeout: 30000 });
    await idle(page);
    same(`MAZE Theorem 13: the board built for ${v} has rcf ${v} at the top left`, await text(page, '#mg-board [data-r="0"][data-c="0"] [data-field=rcf]'), v);
    same(`MAZE board for ${v} as the CLI builds it`, (await text(page, '#mg-text')).trim(), cgt('mazegame', 'build', v).trim());
  }
  await page.$eval('#panel-mazegame details', (d) => { d.open = true; });
  await shot(page, 'mazegame');
}

async function mazes(page) {
  await tab(page, 'mazes');
  await page.select('#mz-algo', 'backtracker');
  await page.select('#mz-method', 'bfs');
  await setInput(page, '#mz-rows', 12);
  await setInput(page, '#mz-cols', 16);
  await setInput(page, '#mz-seed', 1);
  await press(page, '#mz-go');
  await idle(page);
  fs.writeFileSync('/tmp/cgt-web-mz.txt', '');
  cgt('maze', 'generate', '--algo', 'backtracker', '--size', '16x12', '--seed', '1', '-o', '/tmp/cgt-web-mz.txt');
  const sol = JSON.parse(cgt('--json', 'maze', 'solve', '/tmp/cgt-web-mz.txt', '--method', 'bfs'));
  same('mazes: bfs path length', await text(page, '#mz-result [data-field="path length"]'), String(sol.length));
  await page.waitForSelector('#mz-svg svg[data-done]', { timeout: 30000 });
  check('mazes: the path is animated to the goal', await page.$eval('#mz-svg polyline:last-of-type', (p) => p.getAttribute('points').split(' ').length) === sol.length + 1);
  // The search is animated (on by default): every event of the solver's
  // trace replayed over several frames, then the very path of the CLI.
  const tr = nativeTrace('/tmp/cgt-web-mz.txt', 'bfs', 1);
  same('mazes: bfs events traced', await text(page, '#mz-result [data-field="events traced"]'), String(tr.trace.length));
  same('mazes: every event of the bfs trace drawn', await page.$eval('#mz-svg svg', (e) => e.getAttribute('data-events')), String(tr.trace.length));
  const frames = Number(await page.$eval('#mz-svg svg', (e) => e.getAttribute('data-frames')));
  check('mazes: the bfs search took several animation frames', frames > 3, `${frames} frames`);
  same('mazes: the animated bfs path is the CLI path', await pathCells(page, 16), tr.path.map((p) => p.join(',')).join(' '));
  // Play: walk the bfs path with the arrow keys (bird's-eye) and win, as
  // `cgt maze play` does with the same commands.
  await page.$eval('#mp-blind', (e) => { e.checked = false; });
  await page.$eval('#mp-demon', (e) => { e.checked = false; });
  await page.click('#mp-start');
  await idle(page);
  const key = { '-1,0': 'ArrowUp', '1,0': 'ArrowDown', '0,1': 'ArrowRight', '0,-1': 'ArrowLeft' };
  const word = { ArrowUp: 'n', ArrowDown: 's', ArrowRight: 'e', ArrowLeft: 'w' };
  const keys = [];
  for (let i = 1; i < sol.path.length; i++)
    keys.push(key[`${sol.path[i][0] - sol.path[i - 1][0]},${sol.path[i][1] - sol.path[i - 1][1]}`]);
  await page.focus('#mp-view');
  for (const k of keys) await page.keyboard.press(k);
  await idle(page);
  const native = cgtPlay(['/tmp/cgt-web-mz.txt'], keys.map((k) => word[k]));
  same('mazes: play to the goal with the arrow keys', await text(page, '#mp-status [data-field=status]'), 'won');
  const won = await text(page, '#mp-status [data-field=message]');
  check('mazes: the winning message is the one cgt maze play prints', native.split('\n').includes(won) && /goal/.test(won), `page ${won}, cli ${native}`);
  await shot(page, 'mazes');
  // Blind, with the demon: the view and message after a few commands, as the CLI.
  await page.$eval('#mp-blind', (e) => { e.checked = true; });
  await page.$eval('#mp-demon', (e) => { e.checked = true; });
  await page.click('#mp-start');
  await idle(page);
  const blindCmds = ['forward', 'right', 'forward', 'left', 'forward', 'look'];
  for (const c of blindCmds) { await page.click(`#mp-keys button[data-cmd="${c}"]`); await idle(page); }
  const nb = cgtPlay(['/tmp/cgt-web-mz.txt', '--blind', '--demon'], blindCmds).split('\n').filter((l) => l);
  same('mazes: blind with the demon, the last message', await text(page, '#mp-status [data-field=message]'), nb[nb.length - 2]);
  await mazeAnimations(page);
  // Every algorithm with a walk that needs no goal knowledge.
  for (const algo of await page.$$eval('#mz-algo option', (o) => o.map((x) => x.value))) {
    await page.select('#mz-algo', algo);
    await page.select('#mz-method', 'tremaux');
    await press(page, '#mz-go');
    await idle(page);
    same(`mazes: ${algo} solved by tremaux`, await text(page, '#mz-result [data-field=solved]'), 'yes');
  }
}

// `cgt maze solve FILE --method M --trace --json` (exit status 1 when the method fails).
function nativeTrace(file, method, seed) {
  const r = require('child_process').spawnSync(cli, ['--json', 'maze', 'solve', file, '--method', method, '--seed', String(seed), '--trace'], { encoding: 'utf8' });
  return JSON.parse(r.stdout);
}
// The cells "row,col" of the path the page drew (the polyline of the path).
async function pathCells(page, px) {
  return page.$eval('#mz-svg polyline.mz-path', (p, q) => (p.getAttribute('points') || '').split(' ').filter((x) => x)
    .map((xy) => { const [x, y] = xy.split(',').map(Number); return `${(y - q / 2) / q},${(x - q / 2) / q}`; }).join(' '), px);
}
const attr = (page, a) => page.$eval('#mz-svg svg', (e, n) => Number(e.getAttribute(n)), a);

// "Solve with any method (animated)": every method on one maze, at full
// speed, against the CLI's trace and path; then pause, play and skip on a
// slow search; then a 100x100 maze whose long trace must not block the tab.
async function mazeAnimations(page) {
  const methods = await page.$$eval('#mz-method option', (o) => o.map((x) => x.value));
  same('mazes: every solver of the library offered', methods.length, 19);
  await page.select('#mz-algo', 'kruskal');
  await setInput(page, '#mz-rows', 8);
  await setInput(page, '#mz-cols', 10);
  await setInput(page, '#mz-seed', 5);
  await page.$eval('#mz-speed', (e) => { e.value = 100; });
  cgt('maze', 'generate', '--algo', 'kruskal', '--size', '10x8', '--seed', '5', '-o', '/tmp/cgt-web-mz2.txt');
  for (const m of methods) {
    await page.select('#mz-method', m);
    await press(page, '#mz-go');
    await idle(page);
    await page.waitForSelector('#mz-svg svg[data-done]', { timeout: 60000 });
    const n = nativeTrace('/tmp/cgt-web-mz2.txt', m, 5);
    same(`mazes: ${m} events traced as the CLI`, await text(page, '#mz-result [data-field="events traced"]'), String(n.trace.length));
    same(`mazes: ${m} every event drawn`, await attr(page, 'data-events'), n.trace.length);
    if (n.solved) same(`mazes: ${m} path as the CLI`, await pathCells(page, 16), n.path.map((p) => p.join(',')).join(' '));
    else same(`mazes: ${m} fails as the CLI`, await text(page, '#mz-result [data-field=solved]'), 'no: ' + n.reason);
  }
  // Pause, play, skip: a slow Tremaux walk through every cell.
  await page.select('#mz-algo', 'backtracker');
  await setInput(page, '#mz-rows', 14);
  await setInput(page, '#mz-cols', 20);
  await setInput(page, '#mz-seed', 7);
  await page.select('#mz-method', 'tremaux-all');
  await page.$eval('#mz-speed', (e) => { e.value = 50; }); // 500 events a second
  await press(page, '#mz-go');
  await idle(page);
  await page.waitForFunction(() => Number(document.querySelector('#mz-svg svg').getAttribute('data-events')) > 150, { timeout: 30000 });
  await press(page, '#mz-play'); // pause
  const e1 = await attr(page, 'data-events');
  await new Promise((r) => setTimeout(r, 400));
  const e2 = await attr(page, 'data-events');
  const total = Number(await text(page, '#mz-result [data-field="events traced"]'));
  check('mazes: pause stops the animation mid-way', e1 === e2 && e2 < total, `${e1} then ${e2} of ${total}`);
  same('mazes: the button offers to play again', await text(page, '#mz-play'), 'Play');
  await shot(page, 'mazes-trace');
  await press(page, '#mz-play'); // play
  await page.waitForFunction((n) => Number(document.querySelector('#mz-svg svg').getAttribute('data-events')) > n, { timeout: 10000 }, e2);
  check('mazes: play goes on from there', true);
  await press(page, '#mz-skip');
  await page.waitForSelector('#mz-svg svg[data-done]', { timeout: 30000 });
  same('mazes: skip draws every event', await attr(page, 'data-events'), total);
  cgt('maze', 'generate', '--algo', 'backtracker', '--size', '20x14', '--seed', '7', '-o', '/tmp/cgt-web-mz3.txt');
  same('mazes: the Tremaux path after skipping', await pathCells(page, 16), nativeTrace('/tmp/cgt-web-mz3.txt', 'tremaux-all', 7).path.map((p) => p.join(',')).join(' '));
  // A large maze: a random walk's long trace (cut at the page's bound) is
  // played at full speed while the page answers at once.
  await page.select('#mz-algo', 'backtracker');
  await setInput(page, '#mz-rows', 100);
  await setInput(page, '#mz-cols', 100);
  await setInput(page, '#mz-seed', 1);
  await page.select('#mz-method', 'random-walk');
  await page.$eval('#mz-speed', (e) => { e.value = 100; });
  await press(page, '#mz-go');
  await idle(page, 120000);
  await page.waitForFunction(() => Number(document.querySelector('#mz-svg svg').getAttribute('data-frames')) > 2, { timeout: 30000 });
  let worst = 0;
  const f1 = await attr(page, 'data-frames');
  for (let k = 0; k < 10; k++) {
    const t0 = Date.now();
    await page.evaluate(() => 1);
    worst = Math.max(worst, Date.now() - t0);
    await new Promise((r) => setTimeout(r, 50));
  }
  const f2 = await attr(page, 'data-frames');
  console.log(`check_web: 100x100 random walk, ${await text(page, '#mz-result [data-field="events traced"]')} events: ${f2 - f1} frames in 0.5 s, the page answered within ${worst} ms`);
  check('mazes: a long trace is animated frame after frame', f2 > f1, `${f1} then ${f2}`);
  check('mazes: the page stays responsive during a long animation', worst < 1000, `${worst} ms`);
  // A new request stops the running animation (its frames end).
  await page.$eval('#mz-animate', (e) => { e.checked = false; });
  await setInput(page, '#mz-rows', 12);
  await setInput(page, '#mz-cols', 16);
  await page.select('#mz-method', 'bfs');
  await press(page, '#mz-go');
  await idle(page);
  await page.waitForSelector('#mz-svg svg[data-done]', { timeout: 30000 });
  check('mazes: without animation no trace is drawn', await page.$('#mz-svg .mz-trace') === null);
  await page.$eval('#mz-animate', (e) => { e.checked = true; });
}

async function scoring(page) {
  await tab(page, 'scoring');
  for (const ex of [{ text: '{1|0' }, { text: '{.|0|.} + {.|1|.}' }].concat(readmeExamples().filter((x) => x.kind === 'scoring'))) {
    const r = await typeExpr(page, '#sc-input', 'sc', ex.text);
    same(`scoring '${ex.text}'`, r.value !== undefined ? r.value : r.error, cgt('scoring', 'eval', ex.text));
    if (r.value !== undefined) {
      const j = JSON.parse(cgt('--json', 'scoring', 'eval', ex.text));
      same(`scoring '${ex.text}' outcome`, await text(page, '#sc-result [data-field=outcome]'), j.outcome);
    }
  }
  // The compound buttons: G and H, each compound, long and short rule,
  // against the CLI on the expression the button wrote.
  await setInput(page, '#sc-g', '{1|0|-1}');
  await setInput(page, '#sc-h', '{2|0|.}');
  for (const short of [false, true]) {
    await page.$eval('#sc-short', (e, v) => { e.checked = v; }, short);
    for (const op of ['sum', 'conj', 'sel', 'seq']) {
      const before = await page.$$eval('#sc-history li', (l) => l.length);
      await page.click(`#sc-compound button[data-op=${op}]`);
      await page.waitForFunction((n) => document.querySelectorAll('#sc-history li').length > n, { timeout: 60000 }, before);
      await idle(page);
      const expr = await page.$eval('#sc-input', (e) => e.value);
      const want = `${op}({1|0|-1}, {2|0|.}${short && op !== 'seq' ? ', short' : ''})`;
      same(`scoring button ${op}${short ? ' (short)' : ''} writes`, expr, want);
      same(`scoring button ${op}${short ? ' (short)' : ''}`, await text(page, '#sc-result [data-field=value]'),
        cgt('scoring', 'eval', want));
    }
  }
  await shot(page, 'scoring');
}

// Runaway work: the timeout stops it with a message; Cancel restarts the worker.
async function badInput(page) {
  await tab(page, 'calc');
  const big = 'domineering("......|......|......|......|......|......")';
  await setInput(page, '#timeout', 1);
  const t = await typeExpr(page, '#calc-input', 'calc', big);
  same('timeout: the page says so', t.error, cgt('--timeout', '1', 'eval', big));
  // The node limit, as --max-nodes.  A board the 6x6 attempt above cannot
  // have left in the worker's transposition table (its Domineering sub-boards
  // may all be known by now, and then no node is counted).
  await setInput(page, '#max-nodes', 100);
  const d4 = 'clobber("XOXOX|OXOXO|XOXOX")';
  const nl = await typeExpr(page, '#calc-input', 'calc', d4);
  same('max nodes: the page says so', nl.error, cgt('--max-nodes', '100', 'eval', d4));
  await setInput(page, '#max-nodes', 0);
  await setInput(page, '#timeout', 0);
  await page.$eval('#calc-input', (e, v) => { e.value = v; }, big);
  await page.click('#calc-form button');
  await page.waitForFunction(() => window.cgt.engine.busy, { timeout: 10000 });
  await new Promise((r) => setTimeout(r, 700));
  const status = await text(page, '#status');
  check('progress shown while computing', /computing eval/.test(status), status);
  check('live progress from inside the engine (node count)', /\d+ nodes/.test(status), status);
  await page.click('#cancel');
  await page.waitForFunction(() => /cancelled/.test(document.getElementById('calc-error').textContent), { timeout: 10000 });
  await idle(page);
  const after = await typeExpr(page, '#calc-input', 'calc', '^+^');
  same('the restarted worker answers', after.value, '^^');
  await setInput(page, '#timeout', 30);
  // A huge maze: a message from the engine, not a frozen tab.
  await tab(page, 'mazes');
  await setInput(page, '#mz-rows', 5000);
  await press(page, '#mz-go');
  await idle(page);
  same('a huge maze is refused with a message', await text(page, '#mz-result [data-field=error]'),
    'the web page draws mazes of 1 to 100 rows and columns');
  await setInput(page, '#mz-rows', 12);
}

async function permalink(page, base) {
  await tab(page, 'calc');
  await typeExpr(page, '#calc-input', 'calc', '{1|-1} + *');
  const hash = await page.evaluate(() => location.hash);
  const p2 = await page.browser().newPage();
  await p2.goto(base + hash);
  await p2.waitForFunction(() => document.querySelector('#calc-result [data-field=value]'), { timeout: 30000 });
  same('permalink restores the calculator', await text(p2, '#calc-result [data-field=value]'), cgt('eval', '{1|-1} + *'));
  await p2.goto(base + '#panel=boards&g=domineering&b=..%7C..%7C..');
  await p2.waitForFunction(() => document.querySelector('#board-result [data-field=value]'), { timeout: 30000 });
  same('permalink restores a board', await text(p2, '#board-result [data-field=value]'), cgt('eval', 'domineering("..|..|..")'));
  // MAZE: Theorem 13's board for 3/4 as the CLI builds it, in the URL
  const mboard = cgt('mazegame', 'build', '3/4');
  fs.writeFileSync('/tmp/cgt-web-mzp.txt', mboard + '\n');
  await p2.goto(base + '#panel=mazegame&m=' + encodeURIComponent(mboard.replace(/\n/g, '!')));
  await p2.waitForFunction(() => document.querySelector('#mg-board [data-field=rcf]'), { timeout: 30000 });
  await idle(p2);
  same('permalink restores a MAZE board', (await p2.$$eval('#mg-board [data-field=rcf]', (l) => l.map((e) => e.textContent))).join(' '),
    cgt('mazegame', 'rcf', '/tmp/cgt-web-mzp.txt').split('\n').map((l) => l.split('\t')).flat().join(' '));
  // Mazes: generator, size, seed, method and the animation, solved on load
  await p2.goto(base + '#panel=mazes&a=prim&r=6&c=9&s=4&x=astar&v=100&n=1');
  await p2.waitForSelector('#mz-svg svg[data-done]', { timeout: 30000 });
  cgt('maze', 'generate', '--algo', 'prim', '--size', '9x6', '--seed', '4', '-o', '/tmp/cgt-web-mzp.txt');
  const pn = nativeTrace('/tmp/cgt-web-mzp.txt', 'astar', 4);
  same('permalink restores a maze and its animated search', await text(p2, '#mz-result [data-field="events traced"]'), String(pn.trace.length));
  same('permalink restores a maze: the path', await pathCells(p2, 16), pn.path.map((p) => p.join(',')).join(' '));
  // Scoring play
  await p2.goto(base + '#panel=scoring&s=' + encodeURIComponent('{.|0|.} + {.|1|.}'));
  await p2.waitForFunction(() => document.querySelector('#sc-result [data-field=value]'), { timeout: 30000 });
  same('permalink restores scoring play', await text(p2, '#sc-result [data-field=value]'), cgt('scoring', 'eval', '{.|0|.} + {.|1|.}'));
  await p2.close();
}

// Load to first result: performance.now() at the first printed result.
async function loadTime(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.cgtFirstResultMs, { timeout: 30000 });
  const ms = await page.evaluate(() => window.cgtFirstResultMs);
  await page.close();
  return ms;
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('web/dist is missing: run make web');
  const server = await serve();
  const httpBase = `http://127.0.0.1:${server.address().port}/`;
  const fileBase = 'file://' + path.join(dist, 'index.html');
  const browser = await puppeteer.launch({ executablePath: chromium, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const times = {};
    for (const [name, url] of [['file', fileBase], ['http', httpBase]]) {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await loadTime(browser, url));
      times[name] = Math.min(...runs);
      console.log(`check_web: page load to first result from ${name}: ${runs.map((x) => x.toFixed(0)).join(', ')} ms (best ${times[name].toFixed(0)} ms)`);
      check(`page loads and answers from ${name}`, times[name] > 0);
    }
    for (const [name, base] of [['http', httpBase], ['file', fileBase]]) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1100, height: 800 });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(base);
      await idle(page);
      if (name === 'http') {
        await calculator(page);
        await boards(page);
        await mazegame(page);
        await mazes(page);
        await scoring(page);
        await badInput(page);
      } else {
        // file://: the same worker and engine, a smaller tour.
        const r = await typeExpr(page, '#calc-input', 'calc', 'domineering("....|....|....|....")');
        same('file:// calculator', r.value, cgt('eval', 'domineering("....|....|....|....")'));
      }
      await permalink(page, base);
      check(`no script errors (${name})`, errors.length === 0, errors.join('; '));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`check_web: screenshots in ${path.relative(root, shots)}/`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
main().catch((e) => { console.log('check_web: ' + (e.stack || e)); console.log(`${passed} passed, ${failed + 1} failed`); process.exit(1); });
