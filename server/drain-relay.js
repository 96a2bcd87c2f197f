/**
 * Express middleware, mounted right after `compression()`, that keeps "drain" listeners from
 * piling up on the compression stream.
 *
 * compression forwards `res.on("drain", fn)` to its zlib stream but leaves `removeListener`
 * on the response (expressjs/compression#135). React Router waits for every backpressured
 * write with `res.once("drain")` and cleans up with `res.off`, which therefore never reaches
 * the stream: each wait leaves a listener behind until the response ends, and Node warns of a
 * leak after ten. Here the response keeps its own drain listeners and compression carries a
 * single relay to them.
 */
export function drainRelay(_req, res, next) {
  const forwardOn = res.on;
  const listeners = [];
  let relaying = false;

  function relay(...args) {
    for (const listener of [...listeners]) listener.apply(res, args);
  }

  res.on = res.addListener = function on(type, listener) {
    if (type !== "drain") return forwardOn.call(this, type, listener);
    if (!relaying) {
      relaying = true;
      forwardOn.call(this, "drain", relay);
    }
    listeners.push(listener);
    return this;
  };

  const removeOwn = res.removeListener;
  res.off = res.removeListener = function removeListener(type, listener) {
    if (type !== "drain") return removeOwn.call(this, type, listener);
    // `once` registers a wrapper that remembers the original as `.listener`.
    const index = listeners.findIndex((entry) => entry === listener || entry.listener === listener);
    if (index !== -1) listeners.splice(index, 1);
    return this;
  };

  next();
}
