/**
 * The functions of `M` that take a `First` as their first argument, each without it; the rest of `M`
 * is left out. Generic functions lose their type parameters (TypeScript cannot carry them over).
 */
type BoundFirst<M, First> = {
  [K in keyof M as M[K] extends (first: First, ...rest: never[]) => unknown ? K : never]: M[K] extends (
    first: never,
    ...rest: infer Rest
  ) => infer Result
    ? (...args: Rest) => Result
    : never;
};

/** Gives a module (or an object) of functions their first argument: `withDb(service).getVessel(id)`. */
export type Binder<First> = <M extends object>(module: M) => BoundFirst<M, First>;

/** The binder of `first`: each function of the module it is given is called with `first` before its own arguments. */
export function binder<First>(first: First): Binder<First> {
  return <M extends object>(module: M) => {
    const bound: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function') bound[name] = (...args: unknown[]) => value(first, ...args);
    }
    return bound as BoundFirst<M, First>;
  };
}
