// worker.js - the page's Web Worker (appended to the emscripten glue by
// web/wrap_worker.js): loads the wasm module once, then runs one request per
// message through the single C entry point cgt_web_run and posts the JSON back.
// The page cancels a request by terminating this worker and starting another.
'use strict';
const cgtReady = createCgt({
  print: () => {},
  printErr: (line) => self.postMessage({ progress: line }),
});
cgtReady.then(() => self.postMessage({ ready: true }),
  (err) => self.postMessage({ fatal: String(err) }));
self.onmessage = async (e) => {
  const { id, op, arg, maxNodes, timeout } = e.data;
  const M = await cgtReady;
  const t0 = performance.now();
  let result;
  try {
    const text = M.ccall('cgt_web_run', 'string', ['string', 'string', 'number', 'number'],
      [op, arg, maxNodes || 0, timeout || 0]);
    result = JSON.parse(text);
  } catch (err) {
    result = { ok: false, error: 'the engine stopped: ' + String(err && err.message || err), kind: 'crash' };
  }
  result.ms = performance.now() - t0;
  self.postMessage({ id, result });
};
