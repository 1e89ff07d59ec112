// app.js - the cgt page: five panels over one Web Worker that runs the
// WebAssembly build of the library.  Every value shown comes from the C entry
// point cgt_web_run (web/cgt_web.c); this file only draws, edits and keeps the
// state in the URL (permalinks).
'use strict';

const $ = (id) => document.getElementById(id);
const el = (tag, attrs, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
  return e;
};

// ---- the engine: one worker, one request at a time, cancel = restart ------
const engine = {
  worker: null,
  busy: null, // {id, resolve, started}
  queue: [],
  nextId: 1,
  ready: false,
  start() {
    const url = URL.createObjectURL(new Blob([self.CGT_WORKER_SOURCE], { type: 'text/javascript' }));
    this.worker = new Worker(url);
    URL.revokeObjectURL(url);
    this.ready = false;
    this.worker.onmessage = (e) => this.message(e.data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.restart('the engine stopped (' + (e.message || 'out of memory or stack') + '); it was restarted');
    };
  },
  message(m) {
    if (m.ready) { this.ready = true; setStatus('ready', 'idle'); return; }
    if (m.fatal) { setStatus('the engine failed to load: ' + m.fatal, 'error'); return; }
    if (m.progress !== undefined) { this.progress = m.progress; return; }
    if (!this.busy || m.id !== this.busy.id) return;
    const job = this.busy;
    this.busy = null;
    if (m.result && m.result.kind === 'crash') this.restart(null);
    job.resolve(m.result);
    this.pump();
  },
  run(op, arg) {
    return new Promise((resolve) => {
      this.queue.push({ op, arg, resolve });
      this.pump();
    });
  },
  pump() {
    if (this.busy || !this.queue.length) { updateBusy(); return; }
    const job = this.queue.shift();
    job.id = this.nextId++;
    job.started = performance.now();
    this.busy = job;
    this.progress = '';
    this.worker.postMessage({ id: job.id, op: job.op, arg: job.arg,
      maxNodes: Number($('max-nodes').value) || 0, timeout: Number($('timeout').value) || 0 });
    updateBusy();
  },
  // Stops the running request (terminate) and every queued one; a new worker starts.
  restart(message) {
    this.worker.terminate();
    const jobs = (this.busy ? [this.busy] : []).concat(this.queue);
    this.busy = null;
    this.queue = [];
    this.start();
    for (const j of jobs) j.resolve({ ok: false, kind: 'cancelled', error: message || 'cancelled' });
    updateBusy();
  },
};

let busyTimer = null;
function setStatus(text, cls) {
  const s = $('status');
  s.textContent = text;
  s.className = cls;
}
function updateBusy() {
  const job = engine.busy;
  $('cancel').disabled = !job;
  clearInterval(busyTimer);
  if (!job) { if (engine.ready) setStatus('ready', 'idle'); return; }
  const tick = () => {
    const s = ((performance.now() - job.started) / 1000).toFixed(1);
    setStatus(`computing ${job.op}… ${s} s${engine.progress ? ' — ' + engine.progress : ''}`, 'busy');
  };
  tick();
  busyTimer = setInterval(tick, 100);
}
$('cancel').addEventListener('click', () => engine.restart('cancelled: the computation was stopped and the engine restarted'));

// ---- permalinks -----------------------------------------------------------
const panels = {};
let current = 'calc';
function saveState() {
  const p = new URLSearchParams();
  p.set('panel', current);
  const st = panels[current].state();
  for (const [k, v] of Object.entries(st)) if (v !== undefined && v !== '') p.set(k, v);
  const hash = '#' + p.toString();
  history.replaceState(null, '', hash);
  $('permalink').href = hash;
}
function show(name, fromUrl) {
  current = name;
  for (const b of document.querySelectorAll('#tabs button'))
    b.classList.toggle('active', b.dataset.panel === name);
  for (const s of document.querySelectorAll('.panel')) s.hidden = s.id !== 'panel-' + name;
  if (!fromUrl) saveState();
}
for (const b of document.querySelectorAll('#tabs button'))
  b.addEventListener('click', () => { show(b.dataset.panel); panels[b.dataset.panel].shown(); });

// An error message with a caret under its column.
function showError(box, text, r) {
  box.hidden = false;
  box.textContent = '';
  if (r.column) {
    box.append(el('pre', { class: 'caret' }, text + '\n' + ' '.repeat(r.column - 1) + '^'));
  }
  box.append(el('div', { 'data-field': 'error' }, r.error));
}

// A history line that runs its expression again when clicked.
function historyEntry(list, input, text, r, rerun) {
  $(list).prepend(el('li', { onclick: () => { $(input).value = text; rerun(text); } },
    el('code', {}, text), ' → ', el('code', {}, r.ok ? r.value : 'error: ' + r.error)));
}

// A panel of one expression input: submit evaluates, the URL keeps it as `key`.
function exprPanel(form, inputId, key, evaluate) {
  const input = $(inputId);
  $(form).addEventListener('submit', (e) => { e.preventDefault(); evaluate(input.value); });
  return {
    state: () => ({ [key]: input.value }),
    load(p) { if (p.has(key)) input.value = p.get(key); },
    shown() { input.focus(); },
    run() { return evaluate(input.value); },
  };
}

function facts(rows) {
  const t = el('table', { class: 'facts' });
  for (const [k, v] of rows) if (v !== undefined) t.append(el('tr', {}, el('th', {}, k), el('td', { 'data-field': k }, v)));
  return t;
}

// ---- calculator -----------------------------------------------------------
panels.calc = (() => {
  const input = $('calc-input');
  async function evaluate(text) {
    text = text.trim();
    if (!text) return;
    const census = /^census\s+(\S+)$/.exec(text);
    const r = await engine.run(census ? 'census' : 'eval', census ? census[1] : text);
    const err = $('calc-error'), out = $('calc-result');
    out.textContent = '';
    err.hidden = true;
    if (!r.ok) {
      showError(err, text, r);
      if (r.column) { input.focus(); input.setSelectionRange(r.column - 1, r.column); }
    } else {
      out.append(el('div', { class: 'answer' }, el('code', {}, text), ' = ',
        el('code', { 'data-field': 'value', class: 'value' }, r.value)));
      if (r.outcome) {
        out.append(facts([['outcome', r.outcome], ['mean', r.mean], ['temperature', r.temperature],
          ['left stop', r.left_stop], ['right stop', r.right_stop], ['birthday', r.birthday],
          ['thermograph', r.thermograph]]));
        if (r.svg) { const d = el('div', { class: 'thermograph' }); d.innerHTML = r.svg; out.append(d); }
      }
      if (r.facts_error) out.append(el('p', { class: 'hint' }, 'facts not computed: ' + r.facts_error));
      out.append(el('p', { class: 'hint', 'data-field': 'cost' }, `${r.ms.toFixed(1)} ms, ${r.nodes} nodes`));
    }
    historyEntry('calc-history', 'calc-input', text, r, evaluate);
    saveState();
    window.cgtFirstResultMs = window.cgtFirstResultMs || performance.now();
    return r;
  }
  return exprPanel('calc-form', 'calc-input', 'e', evaluate);
})();

// ---- boards ---------------------------------------------------------------
panels.boards = (() => {
  const games = {
    domineering: { cycle: ['.', '#'], hint: 'Click a square to block or free it. Left places vertical dominoes, Right horizontal ones.' },
    cram: { cycle: ['.', '#'], hint: 'Click a square to block or free it. Either player places a domino either way (impartial).' },
    clobber: { cycle: ['.', 'x', 'o'], hint: 'Click a square: empty, x (Left) or o (Right). A stone clobbers an adjacent enemy stone.' },
    toads: { cycle: ['.', 't', 'f'], rows1: true, hint: 'Click a square: empty, t (Left\'s toad, moves right) or f (Right\'s frog, moves left).' },
    hackenbush_string: { cycle: ['B', 'R', 'G'], rows1: true, hint: 'A string of edges from the ground (left end): click an edge for Blue (Left), Red (Right) or Green (both).' },
    hackenbush: { graph: true, hint: 'Draw a graph: click the ground or empty space to place a point, then click where the edge goes (the point is kept, so edges chain); click a point to start from it, twice to let go. Click an edge to give it the chosen colour, or to erase it.' },
  };
  // ---- Red-Blue-Green Hackenbush on a graph: an SVG editor ----
  // The graph is the engine's text "a-b:c,..." (node 0 the ground); the
  // editor only keeps where each point is drawn.  A move is applied from the
  // option text the engine prints (same node numbers): edges it keeps keep
  // their drawing, nothing is decided here.
  const HB = { W: 520, H: 300, GY: 276 };
  const hb = { nodes: new Map(), edges: [], picked: null, colour: 'b' };
  const hbText = () => hb.edges.map((e) => `${e.a}-${e.b}:${e.c}`).join(',');
  function hbEnd(e, end) { // drawing position of one end of an edge
    const id = end ? e.b : e.a;
    if (id === 0) return { x: end ? e.bx : e.ax, y: HB.GY };
    const n = hb.nodes.get(id);
    return n ? { x: n.x, y: n.y } : { x: 0, y: 0 };
  }
  function hbParse(t) {
    t = t.trim();
    if (!t || t === '(empty)') return [];
    return t.split(',').map((part) => {
      const m = /^\s*(\d+)\s*-\s*(\d+)\s*(?::\s*([brgBRG]))?\s*$/.exec(part);
      return m ? { a: Number(m[1]), b: Number(m[2]), c: (m[3] || 'g').toLowerCase() } : null;
    }).filter((e) => e);
  }
  // A layout for a graph read from text (a permalink): rows by distance from
  // the ground, spread evenly.
  function hbLayout(t) {
    const edges = hbParse(t), depth = new Map([[0, 0]]), adj = new Map();
    for (const e of edges) {
      for (const [u, v] of [[e.a, e.b], [e.b, e.a]]) { if (!adj.has(u)) adj.set(u, []); adj.get(u).push(v); }
    }
    const queue = [0];
    while (queue.length) {
      const u = queue.shift();
      for (const v of adj.get(u) || []) if (!depth.has(v)) { depth.set(v, depth.get(u) + 1); queue.push(v); }
    }
    let far = 0;
    for (const id of adj.keys()) if (!depth.has(id)) depth.set(id, ++far + 0); // floating parts
    const rows = new Map();
    for (const [id, d] of depth) if (id !== 0) { if (!rows.has(d)) rows.set(d, []); rows.get(d).push(id); }
    hb.nodes = new Map();
    for (const [d, ids] of rows) {
      ids.sort((x, y) => x - y);
      ids.forEach((id, i) => hb.nodes.set(id, { id, x: HB.W * (i + 1) / (ids.length + 1), y: Math.max(20, HB.GY - 60 * d) }));
    }
    hb.edges = edges.map((e) => ({ ...e,
      ax: e.a === 0 ? (hb.nodes.get(e.b) || { x: HB.W / 2 }).x : undefined,
      bx: e.b === 0 ? (hb.nodes.get(e.a) || { x: HB.W / 2 }).x : undefined }));
    hb.picked = null;
  }
  // Keeps the drawing of the edges the option keeps.
  function hbApply(t) {
    const left = hb.edges.slice();
    hb.edges = hbParse(t).map((e) => {
      const i = left.findIndex((o) => o.c === e.c && ((o.a === e.a && o.b === e.b) || (o.a === e.b && o.b === e.a)));
      return i >= 0 ? left.splice(i, 1)[0] : { ...e, ax: HB.W / 2, bx: HB.W / 2 };
    });
    const used = new Set();
    for (const e of hb.edges) { used.add(e.a); used.add(e.b); }
    for (const id of [...hb.nodes.keys()]) if (!used.has(id)) hb.nodes.delete(id);
    hb.picked = null;
  }
  function hbClick(ev) {
    const svg = $('hb-graph'), box = svg.getBoundingClientRect();
    const x = (ev.clientX - box.left) * HB.W / box.width, y = (ev.clientY - box.top) * HB.H / box.height;
    let target;
    if (y > HB.GY - 12) target = { id: 0, x };
    else {
      for (const n of hb.nodes.values()) if (Math.hypot(n.x - x, n.y - y) < 12) target = n;
      if (!target) {
        const id = Math.max(0, ...hb.nodes.keys()) + 1;
        target = { id, x, y };
        hb.nodes.set(id, target);
      }
    }
    const p = hb.picked;
    if (!p) hb.picked = target.id === 0 ? { id: 0, x: target.x } : target;
    else if (p.id === target.id && p.id !== 0) hb.picked = null;
    else if (p.id === 0 && target.id === 0) hb.picked = { id: 0, x: target.x };
    else {
      hb.edges.push({ a: p.id, b: target.id, c: hb.colour, ax: p.id === 0 ? p.x : undefined, bx: target.id === 0 ? target.x : undefined });
      hb.picked = target.id === 0 ? null : target;
    }
    update();
  }
  function hbDraw(box) {
    const ns = 'http://www.w3.org/2000/svg';
    const mk = (tag, attrs) => { const e = document.createElementNS(ns, tag); for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v); return e; };
    const bar = el('div', { class: 'controls' });
    for (const [c, name] of [['b', 'Blue (Left)'], ['r', 'Red (Right)'], ['g', 'Green (both)'], ['erase', 'erase']]) {
      const id = 'hb-colour-' + c;
      const r = el('input', { type: 'radio', name: 'hb-colour', id, value: c });
      r.checked = hb.colour === c;
      r.addEventListener('change', () => { hb.colour = c; });
      bar.append(el('label', { for: id }, r, ' ' + name));
    }
    box.append(bar);
    const svg = mk('svg', { id: 'hb-graph', viewBox: `0 0 ${HB.W} ${HB.H}`, width: HB.W, height: HB.H });
    svg.append(mk('rect', { x: 0, y: HB.GY, width: HB.W, height: HB.H - HB.GY, fill: '#cfe8c0' }));
    svg.append(mk('line', { class: 'ground', x1: 0, y1: HB.GY, x2: HB.W, y2: HB.GY }));
    const colours = { b: '#1f5fd6', r: '#d62f1f', g: '#2a9d3a' };
    hb.edges.forEach((e, i) => {
      const p = hbEnd(e, 0), q = hbEnd(e, 1);
      const line = mk('line', { class: 'edge', x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: colours[e.c], 'data-edge': i });
      line.addEventListener('click', (ev) => {
        ev.stopPropagation();
        if (hb.colour === 'erase') hb.edges.splice(i, 1); else e.c = hb.colour;
        update();
      });
      const title = mk('title', {});
      title.textContent = `${e.a}-${e.b}:${e.c}`;
      line.append(title);
      svg.append(line);
    });
    for (const n of hb.nodes.values())
      svg.append(mk('circle', { class: 'node' + (hb.picked && hb.picked.id === n.id ? ' picked' : ''), cx: n.x, cy: n.y, r: 6, 'data-node': n.id }));
    if (hb.picked && hb.picked.id === 0) svg.append(mk('circle', { class: 'node picked', cx: hb.picked.x, cy: HB.GY, r: 6 }));
    svg.addEventListener('click', hbClick);
    box.append(svg);
  }
  let game = 'domineering', cells = [['.', '.'], ['.', '.']], last = null, token = 0;
  const text = () => game === 'hackenbush' ? hbText() : game === 'hackenbush_string' ? cells[0].join('') : cells.map((r) => r.join('')).join('|');
  function resize(rows, cols, keep) {
    const g = games[game];
    if (g.graph) { if (!keep) { hb.nodes = new Map(); hb.edges = []; hb.picked = null; } return; }
    if (g.rows1) rows = 1;
    const old = cells;
    cells = [];
    for (let r = 0; r < rows; r++) {
      cells.push([]);
      for (let c = 0; c < cols; c++) cells[r].push(keep && old[r] && old[r][c] !== undefined ? old[r][c] : g.cycle[0]);
    }
    $('board-rows').value = rows;
    $('board-cols').value = cols;
  }
  function setText(t) {
    if (games[game].graph) { hbLayout(t); return; }
    const rows = game === 'hackenbush_string' ? [t] : t.split('|');
    const g = games[game];
    cells = rows.map((r) => r.split('').map((ch) => (g.cycle.includes(ch) ? ch : g.cycle[0])));
    $('board-rows').value = cells.length;
    $('board-cols').value = cells[0].length;
  }
  function draw() {
    const b = $('board');
    b.textContent = '';
    b.className = 'board ' + game;
    for (const id of ['board-rows', 'board-cols']) $(id).parentElement.hidden = !!games[game].graph;
    if (games[game].graph) hbDraw(b);
    else cells.forEach((row, r) => {
      const tr = el('div', { class: 'brow' });
      row.forEach((ch, c) => tr.append(el('button', {
        class: 'cell c' + (ch === '#' ? 'block' : ch === '.' ? 'empty' : ch),
        'data-r': r, 'data-c': c, title: `row ${r + 1}, column ${c + 1}`,
        onclick: () => {
          const cyc = games[game].cycle;
          cells[r][c] = cyc[(cyc.indexOf(cells[r][c]) + 1) % cyc.length];
          update();
        },
      }, ch === '#' ? '' : ch === '.' ? '' : ch)));
      b.append(tr);
    });
    $('board-text').textContent = `${game === 'hackenbush_string' ? 'hackenbush' : game}("${text()}")`;
    $('board-hint').textContent = games[game].hint;
  }
  async function update(reply) {
    draw();
    saveState();
    const my = ++token;
    const r = await engine.run('board', game + '\n' + text());
    if (my !== token) return r;
    last = r;
    const out = $('board-result'), mv = $('board-moves');
    out.textContent = '';
    mv.textContent = '';
    if (!r.ok) { out.append(el('div', { class: 'error', 'data-field': 'error' }, r.error)); return r; }
    out.append(facts([['value', r.value], ['outcome', r.outcome]]));
    for (const side of ['L', 'R']) {
      const list = r.moves.filter((m) => m.player === side);
      const box = el('div', { class: 'moves' }, el('h4', {}, (side === 'L' ? 'Left' : 'Right') + "'s moves"));
      if (!list.length) box.append(el('p', { class: 'hint' }, 'none'));
      for (const m of list) {
        box.append(el('button', { class: 'move' + (m.wins ? ' wins' : ''), title: m.wins ? 'a winning move (moving first)' : '',
          onclick: () => play(m) }, el('code', {}, m.position), ' = ', el('code', {}, m.value), m.wins ? ' ★' : ''));
      }
      mv.append(box);
    }
    if (reply) cgtMove();
    return r;
  }
  // Applies a move given as the position it leads to.
  function play(m) {
    if (game === 'hackenbush') hbApply(m.position);
    else if (game === 'hackenbush_string') {
      // the option is printed as a graph 0-1:b,1-2:r,...: a path from the ground
      const edges = m.position ? m.position.split(',').map((e) => ({ b: 'B', r: 'R', g: 'G' })[e.split(':')[1]]) : [];
      cells = [edges.concat(Array(cells[0].length - edges.length).fill(null))].map((row) => row.filter((x) => x));
      if (!cells[0].length) cells = [[]];
      $('board-cols').value = cells[0].length;
    } else setText(m.position);
    const you = $('board-player').value;
    update(m.player === you);
  }
  function cgtMove() {
    if (!last || !last.ok) return;
    const side = $('board-player').value === 'L' ? 'R' : 'L';
    const list = last.moves.filter((m) => m.player === side);
    if (!list.length) {
      $('board-result').append(el('p', { class: 'verdict', 'data-field': 'verdict' }, `cgt (${side === 'L' ? 'Left' : 'Right'}) has no move: you win.`));
      return;
    }
    const m = list.find((x) => x.wins) || list[0];
    play({ ...m, player: side });
  }
  $('board-game').addEventListener('change', () => {
    game = $('board-game').value;
    resize(Number($('board-rows').value) || 2, Number($('board-cols').value) || 2, false);
    update();
  });
  for (const id of ['board-rows', 'board-cols'])
    $(id).addEventListener('change', () => { resize(Math.max(1, Math.min(8, Number($('board-rows').value) || 1)), Math.max(1, Math.min(12, Number($('board-cols').value) || 1)), true); update(); });
  $('board-clear').addEventListener('click', () => { resize(cells.length, (cells[0] && cells[0].length) || 1, false); update(); });
  $('board-cgt-move').addEventListener('click', cgtMove);
  return {
    state: () => ({ g: game, b: text() }),
    load(p) {
      if (p.has('g') && games[p.get('g')]) { game = p.get('g'); $('board-game').value = game; }
      if (p.has('b')) setText(p.get('b'));
    },
    shown() { return update(); },
    run() { return update(); },
    click(r, c) { document.querySelector(`#board [data-r="${r}"][data-c="${c}"]`).click(); },
    hackenbush: hb,
  };
})();

// ---- MAZE (seed 000) --------------------------------------------------------
panels.mazegame = (() => {
  let rows = 3, cols = 4, h = [], v = [], token = 0; // h[r][c]: wall above (r,c); v[r][c]: wall left of (r,c)
  function blank() {
    h = Array.from({ length: rows }, () => Array(cols).fill(false));
    v = Array.from({ length: rows }, () => Array(cols).fill(false));
  }
  blank();
  function boardText() {
    let s = '+' + '---+'.repeat(cols) + '\n';
    for (let r = 0; r < rows; r++) {
      let line = '|';
      for (let c = 0; c < cols; c++) line += '   ' + (c === cols - 1 || v[r][c + 1] ? '|' : ' ');
      s += line + '\n+';
      for (let c = 0; c < cols; c++) s += (r === rows - 1 || h[r + 1][c] ? '---' : '   ') + '+';
      s += '\n';
    }
    return s;
  }
  // Reads the ASCII board format (docs/grid.md): walls only.
  function readText(t) {
    const lines = t.split('\n').filter((l) => l.length);
    rows = (lines.length - 1) >> 1;
    cols = (lines[0].length - 1) >> 2;
    blank();
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        if (r > 0) h[r][c] = lines[2 * r].slice(4 * c + 1, 4 * c + 4) === '---';
        if (c > 0) v[r][c] = lines[2 * r + 1][4 * c] === '|';
      }
    $('mg-rows').value = rows;
    $('mg-cols').value = cols;
  }
  function toggle(r, c, side) {
    if (side === 'n' && r > 0) h[r][c] = !h[r][c];
    else if (side === 's' && r < rows - 1) h[r + 1][c] = !h[r + 1][c];
    else if (side === 'w' && c > 0) v[r][c] = !v[r][c];
    else if (side === 'e' && c < cols - 1) v[r][c + 1] = !v[r][c + 1];
    else return;
    update();
  }
  function draw(res) {
    const b = $('mg-board');
    b.textContent = '';
    b.style.gridTemplateColumns = `repeat(${cols}, 5.5em)`;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const info = res && res.ok ? res.cells[r * cols + c] : null;
        const d = el('div', { class: 'mgcell' + (info ? ' k-' + info.kind : ''), 'data-r': r, 'data-c': c });
        d.style.borderTopWidth = r === 0 || h[r][c] ? '3px' : '1px';
        d.style.borderLeftWidth = c === 0 || v[r][c] ? '3px' : '1px';
        d.style.borderBottomWidth = r === rows - 1 ? '3px' : '0';
        d.style.borderRightWidth = c === cols - 1 ? '3px' : '0';
        if (info) {
          d.append(el('div', { class: 'rcf', 'data-field': 'rcf' }, info.rcf));
          if (info.value !== undefined && info.value !== info.rcf) d.append(el('div', { class: 'val', 'data-field': 'value' }, info.value));
        }
        d.addEventListener('click', (e) => {
          const q = d.getBoundingClientRect(), x = (e.clientX - q.left) / q.width, y = (e.clientY - q.top) / q.height;
          const dn = y, ds = 1 - y, dw = x, de = 1 - x, m = Math.min(dn, ds, dw, de);
          toggle(r, c, m === dn ? 'n' : m === ds ? 's' : m === dw ? 'w' : 'e');
        });
        b.append(d);
      }
  }
  async function update() {
    draw(null);
    saveState();
    const my = ++token;
    const text = boardText();
    $('mg-text').textContent = text;
    const r = await engine.run('mazegame', text);
    if (my !== token) return r;
    draw(r);
    const out = $('mg-result');
    out.textContent = '';
    if (!r.ok) { out.append(el('div', { class: 'error', 'data-field': 'error' }, r.error)); return r; }
    out.append(facts([['top-left cell (rcf)', r.cells[0].rcf], ['top-left cell (value)', r.cells[0].value || '(over budget)']]));
    if (!r.values_complete) out.append(el('p', { class: 'hint' }, 'canonical values stopped at the node/time budget; the rcf of every cell is exact'));
    $('mg-svg').innerHTML = r.svg;
    return r;
  }
  $('mg-clear').addEventListener('click', () => { blank(); update(); });
  for (const id of ['mg-rows', 'mg-cols'])
    $(id).addEventListener('change', () => {
      rows = Math.max(1, Math.min(12, Number($('mg-rows').value) || 1));
      cols = Math.max(1, Math.min(12, Number($('mg-cols').value) || 1));
      blank();
      update();
    });
  $('mg-build').addEventListener('click', async () => {
    const arg = ($('mg-x').value.trim() + ' ' + $('mg-y').value.trim()).trim();
    const r = await engine.run('mazebuild', arg);
    if (!r.ok) { $('mg-result').textContent = ''; $('mg-result').append(el('div', { class: 'error', 'data-field': 'error' }, r.error)); return; }
    readText(r.board);
    update();
  });
  return {
    state: () => ({ m: boardText().replace(/\n/g, '!') }),
    load(p) { if (p.has('m')) readText(p.get('m').replace(/!/g, '\n')); },
    shown() { return update(); },
    run() { return update(); },
  };
})();

// ---- mazes (seed 003) -------------------------------------------------------
panels.mazes = (() => {
  const algos = ['backtracker', 'spanning-tree', 'anderson', 'connection-matrix', 'kruskal', 'prim', 'wilson',
    'aldous-broder', 'eller', 'growing-tree', 'hunt-and-kill', 'sidewinder', 'binary-tree', 'recursive-division'];
  const methods = ['bfs', 'random-walk', 'left-hand', 'right-hand', 'switch-hand', 'lru', 'lru-renumber', 'bfs-goal',
    'tremaux', 'tremaux-all', 'cheese', 'dead-end-fill', 'astar', 'pledge', 'chain', 'collision',
    'cul-de-sac-fill', 'blind-alley-fill', 'all-shortest'];
  for (const a of algos) $('mz-algo').append(el('option', { value: a }, a));
  for (const m of methods) $('mz-method').append(el('option', { value: m }, m));
  const SVGNS = 'http://www.w3.org/2000/svg';
  const PX = 16; // the library draws cells of 16 pixels (maze_render_svg)
  // The animation: the engine's trace (maze_solve_traced, computed in the
  // worker) replayed on the main thread with requestAnimationFrame, a number
  // of events per frame that the speed slider sets; then the path.
  let anim = null;
  // events per second: 5 at the left of the slider, 50000 at the right
  const rate = () => 5 * Math.pow(10, Number($('mz-speed').value) / 25);
  function stop() {
    if (anim) { cancelAnimationFrame(anim.raf); anim = null; }
    $('mz-play').disabled = true;
    $('mz-skip').disabled = true;
  }
  // The solution path drawn cell by cell over the maze; data-done at the end.
  function drawPath(svg, r) {
    const line = document.createElementNS(SVGNS, 'polyline');
    line.setAttribute('fill', 'none');
    line.setAttribute('stroke', '#1e88e5');
    line.setAttribute('stroke-width', '5');
    line.setAttribute('stroke-linejoin', 'round');
    line.setAttribute('class', 'mz-path');
    svg.append(line);
    const pts = r.path.map((cell) => `${(cell % r.cols) * PX + PX / 2},${Math.floor(cell / r.cols) * PX + PX / 2}`);
    let i = 0;
    const step = Math.max(1, Math.ceil(pts.length / 60));
    const frame = () => {
      i = Math.min(pts.length, i + step);
      line.setAttribute('points', pts.slice(0, i).join(' '));
      if (i >= pts.length) { svg.setAttribute('data-done', '1'); stop(); return; }
      anim = { raf: requestAnimationFrame(frame) };
    };
    frame();
  }
  function animateTrace(svg, r) {
    const tr = r.trace, n = tr.length / 2;
    // the cells' layer goes over the white background, under the start and
    // goal squares and the walls
    const layer = document.createElementNS(SVGNS, 'g');
    layer.setAttribute('class', 'mz-trace');
    svg.insertBefore(layer, svg.querySelector('rect').nextSibling);
    const walker = document.createElementNS(SVGNS, 'circle');
    walker.setAttribute('r', String(PX / 3));
    walker.setAttribute('fill', '#f57c00');
    walker.setAttribute('visibility', 'hidden');
    svg.append(walker);
    const rects = new Map(), entered = new Map();
    const colour = ['#90caf9', '#ffcc80', '#9e9e9e'];
    let i = 0, frames = 0, carry = 0, last = performance.now(), paused = false;
    const progress = $('mz-progress');
    function apply(k) {
      const cell = tr[2 * k], ev = tr[2 * k + 1];
      let rect = rects.get(cell);
      if (!rect) {
        rect = document.createElementNS(SVGNS, 'rect');
        rect.setAttribute('x', String((cell % r.cols) * PX));
        rect.setAttribute('y', String(Math.floor(cell / r.cols) * PX));
        rect.setAttribute('width', String(PX));
        rect.setAttribute('height', String(PX));
        layer.append(rect);
        rects.set(cell, rect);
      }
      let fill = colour[ev] || colour[0];
      if (ev === 0) {
        const times = (entered.get(cell) || 0) + 1;
        entered.set(cell, times);
        if (times > 1) fill = '#1565c0';
        walker.setAttribute('cx', String((cell % r.cols) * PX + PX / 2));
        walker.setAttribute('cy', String(Math.floor(cell / r.cols) * PX + PX / 2));
        walker.setAttribute('visibility', 'visible');
      }
      rect.setAttribute('fill', fill);
    }
    function show() {
      progress.textContent = `event ${i} of ${n}${r.trace_truncated ? ' (the trace was cut short)' : ''}`;
      svg.setAttribute('data-events', String(i));
      svg.setAttribute('data-frames', String(frames));
    }
    let done = false;
    function finish() {
      if (done) return;
      done = true;
      $('mz-play').disabled = true;
      $('mz-skip').disabled = true;
      walker.remove();
      show();
      if (r.solved) drawPath(svg, r);
      else { svg.setAttribute('data-done', '1'); stop(); }
    }
    function frame(now) {
      if (paused) return;
      carry += rate() * Math.min(0.25, (now - last) / 1000);
      last = now;
      // at most 20000 events a frame, so that a long trace keeps the tab responsive
      const until = Math.min(n, i + Math.min(20000, Math.floor(carry)));
      carry -= until - i;
      if (until > i) {
        for (; i < until; i++) apply(i);
        frames++;
        show();
      }
      if (i >= n) { finish(); return; }
      anim.raf = requestAnimationFrame(frame);
    }
    anim = { raf: 0 };
    $('mz-play').disabled = false;
    $('mz-skip').disabled = false;
    $('mz-play').textContent = 'Pause';
    $('mz-play').onclick = () => {
      paused = !paused;
      $('mz-play').textContent = paused ? 'Play' : 'Pause';
      if (!paused) { last = performance.now(); anim.raf = requestAnimationFrame(frame); }
    };
    $('mz-skip').onclick = () => {
      if (done) return;
      cancelAnimationFrame(anim.raf);
      for (; i < n; i++) apply(i);
      finish();
    };
    show();
    anim.raf = requestAnimationFrame(frame);
  }
  let solveToken = 0;
  async function go() {
    saveState();
    stop();
    const my = ++solveToken;
    const animate = $('mz-animate').checked;
    const arg = [$('mz-algo').value, $('mz-rows').value, $('mz-cols').value, $('mz-seed').value, $('mz-method').value,
      animate ? 1 : 0].join(' ');
    const out = $('mz-result'), pic = $('mz-svg');
    const r = await engine.run('maze', arg);
    if (my !== solveToken) return r; // a newer request took over
    out.textContent = '';
    pic.textContent = '';
    $('mz-progress').textContent = '';
    if (!r.ok) { out.append(el('div', { class: 'error', 'data-field': 'error' }, r.error)); return r; }
    out.append(facts([['solved', r.solved ? 'yes' : 'no: ' + r.reason], ['path length', r.length],
      ['cells visited', r.visited], ['steps', r.steps]].concat(animate ? [['events traced', r.trace.length / 2]] : [])));
    pic.innerHTML = r.svg_plain;
    const svg = pic.querySelector('svg');
    if (animate) animateTrace(svg, r);
    else if (r.solved) drawPath(svg, r);
    else svg.setAttribute('data-done', '1');
    return r;
  }
  $('mz-go').addEventListener('click', go);

  // A game on the maze (maze_game): the commands so far are replayed by the
  // engine on every move, so the page holds no engine state.
  let cmds = [], token = 0;
  async function play(cmd) {
    if (cmd) cmds.push(cmd);
    const head = [$('mz-algo').value, Math.min(40, $('mz-rows').value), Math.min(40, $('mz-cols').value), $('mz-seed').value,
      $('mp-blind').checked ? 1 : 0, $('mp-demon').checked ? 1 : 0, 0].join(' ');
    const my = ++token;
    const r = await engine.run('mazeplay', [head].concat(cmds).join('\n'));
    if (my !== token) return r;
    const st = $('mp-status');
    st.textContent = '';
    if (!r.ok) { st.append(el('div', { class: 'error', 'data-field': 'error' }, r.error)); return r; }
    $('mp-view').textContent = r.view;
    st.append(facts([['status', r.status], ['message', r.message], ['moves', r.moves]]));
    return r;
  }
  $('mp-start').addEventListener('click', () => { cmds = []; play(); $('mp-view').focus(); });
  for (const b of document.querySelectorAll('#mp-keys button')) b.addEventListener('click', () => play(b.dataset.cmd));
  $('mp-view').addEventListener('keydown', (e) => {
    const blind = $('mp-blind').checked;
    const map = blind ? { ArrowUp: 'forward', ArrowLeft: 'left', ArrowRight: 'right', ArrowDown: 'back' }
      : { ArrowUp: 'n', ArrowRight: 'e', ArrowDown: 's', ArrowLeft: 'w' };
    if (map[e.key]) { e.preventDefault(); play(map[e.key]); }
  });
  const ids = { a: 'mz-algo', r: 'mz-rows', c: 'mz-cols', s: 'mz-seed', x: 'mz-method', v: 'mz-speed' };
  return {
    state: () => Object.assign(Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, $(id).value])),
      { n: $('mz-animate').checked ? 1 : 0 }),
    load(p) {
      for (const [k, id] of Object.entries(ids)) if (p.has(k)) $(id).value = p.get(k);
      if (p.has('n')) $('mz-animate').checked = p.get('n') !== '0';
    },
    shown() {},
    run: go,
  };
})();

// ---- scoring play (seed 004) ------------------------------------------------
panels.scoring = (() => {
  const input = $('sc-input');
  async function evaluate(text) {
    text = text.trim();
    if (!text) return;
    saveState();
    const r = await engine.run('scoring', text);
    const err = $('sc-error'), out = $('sc-result');
    out.textContent = '';
    err.hidden = true;
    if (!r.ok) showError(err, text, r);
    else {
      out.append(el('div', { class: 'answer' }, el('code', {}, text), ' = ',
        el('code', { 'data-field': 'value', class: 'value' }, r.value)));
      if (r.outcome) out.append(facts([['outcome', r.outcome], ['final score, Left first', r.final_left],
        ['final score, Right first', r.final_right], ['birthday', r.birthday]]));
    }
    historyEntry('sc-history', 'sc-input', text, r, evaluate);
    return r;
  }
  // The four compounds of chapters 2 and 4 as buttons: each writes the
  // expression into the input (so it can be edited and kept in the history)
  // and evaluates it.
  for (const b of document.querySelectorAll('#sc-compound button')) {
    b.addEventListener('click', () => {
      const g = $('sc-g').value.trim(), h = $('sc-h').value.trim();
      if (!g || !h) return;
      const op = b.dataset.op;
      const rule = $('sc-short').checked && op !== 'seq' ? ', short' : '';
      input.value = `${op}(${g}, ${h}${rule})`;
      evaluate(input.value);
    });
  }
  return exprPanel('sc-form', 'sc-input', 's', evaluate);
})();

// ---- start ------------------------------------------------------------------
window.cgt = { engine, panels, show };
engine.start();
function restore() {
  const p = new URLSearchParams(location.hash.slice(1));
  const name = panels[p.get('panel')] ? p.get('panel') : 'calc';
  for (const k of Object.keys(panels)) panels[k].load(p);
  if (!p.has('e') && !$('calc-input').value) $('calc-input').value = '{3||2*|1*}';
  show(name, true);
  return panels[name].run();
}
// A permalink pasted into this tab changes only the hash: restore from it.
window.addEventListener('hashchange', restore);
window.cgtLoaded = restore();
