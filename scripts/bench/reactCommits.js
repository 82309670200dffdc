// Put into a page before its scripts by scripts/bench/loadAnatomy.ts: React (production builds too)
// reports every commit to a devtools hook on window; this one counts, per commit, the components
// that rendered in it (a fiber React made anew in that commit with its "performed work" flag) and
// the top of each rendered subtree, into window.__tonicCommits. Plain JavaScript: it runs as is.
(() => {
  const commits = [];
  window.__tonicCommits = commits;
  const PERFORMED_WORK = 1;
  // Function, class, forwardRef, memo and simple memo components.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const nameOf = (type) => {
    if (typeof type === 'function') return type.displayName || type.name || '(anonymous)';
    if (type && typeof type === 'object') {
      if (type.displayName) return type.displayName;
      if (type.render) return `forwardRef(${nameOf(type.render)})`;
      if (type.type) return `memo(${nameOf(type.type)})`;
    }
    return String(type);
  };
  // The fibers of the previous commit: one not among them was made (rendered or bailed out) now.
  let previous = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot(_id, root) {
      const current = new WeakSet();
      const byName = {};
      const tops = [];
      let rendered = 0;
      const walk = (fiber, parentRendered, path) => {
        for (let f = fiber; f; f = f.sibling) {
          current.add(f);
          const component = COMPONENT_TAGS.has(f.tag);
          const did = component && !previous.has(f) && (f.flags & PERFORMED_WORK) !== 0;
          const name = component ? nameOf(f.type) : '';
          if (did) {
            rendered++;
            byName[name] = (byName[name] || 0) + 1;
            if (!parentRendered && tops.length < 8) tops.push(`${name} < ${path}`);
          }
          walk(
            f.child,
            component ? did : parentRendered,
            component ? `${name} < ${path}`.slice(0, 90) : path,
          );
        }
      };
      walk(root.current.child, false, '');
      previous = current;
      commits.push({ atMs: Math.round(performance.now()), rendered, byName, tops });
    },
  };
})();
