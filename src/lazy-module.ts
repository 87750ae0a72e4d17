/**
 * A module behind `import()` (a chunk of its own in the build), fetched once however many callers ask for it.
 * A failed load (offline, a deploy that replaced the chunk) is forgotten, so the next call tries again.
 *
 * @example
 * const engine = lazyModule(() => import('./markdown-engine.js'));
 * const { markdownToSafeHtml } = await engine.load();
 * engine.loaded?.markdownToSafeHtml(text); // only once it has arrived; never starts a load
 */
export interface LazyModule<T> {
  /** Starts the load, or joins the one under way; resolves with the module. */
  load(): Promise<T>;
  /** The module once it has loaded, else undefined. */
  readonly loaded: T | undefined;
}

/** Loads started and not yet settled, across every lazy module. */
let inFlight = 0;

/**
 * How many lazy loads are under way. A page that holds a scroll position while its content settles waits for
 * this to reach 0: a chunk that arrives renders, and what it renders can move the content below it.
 */
export function lazyLoadsInFlight(): number {
  return inFlight;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load() {
      if (!pending) {
        inFlight++;
        const started = importer().then((module) => (loaded = module));
        pending = started;
        const settle = (): void => void inFlight--;
        started.then(settle, () => {
          settle();
          if (pending === started) pending = undefined;
        });
      }
      return pending;
    },
    get loaded() {
      return loaded;
    },
  };
}

/** One lazy module per key (a grammar per language, a parser per format), each fetched once. */
export function lazyModules<K, T>(importer: (key: K) => Promise<T>): (key: K) => LazyModule<T> {
  const modules = new Map<K, LazyModule<T>>();
  return (key) => {
    let module = modules.get(key);
    if (!module) {
      module = lazyModule(() => importer(key));
      modules.set(key, module);
    }
    return module;
  };
}
