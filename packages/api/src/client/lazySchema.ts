import * as z from 'zod/mini';

/**
 * A schema built on first use. zod builds a schema when its expression runs, and a page that imports
 * an endpoint module ran every schema of that module as it loaded, most of them for calls the page
 * never makes (docs/performance.md, "Less work after the first paint"). Every schema constant of this
 * package is written `lazySchema(() => …)`: the value is a stand-in that builds the schema the first
 * time anything looks at it (a parse, a parent schema's parse, OpenAPI) and from then on forwards to
 * it. Its type is the schema's own.
 *
 * The stand-in is what callers hold, so what zod keeps by identity must name it too: the metadata
 * of `z.describe`/`z.meta` (OpenAPI's descriptions and components) is copied to it once built.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  // A proxy's invariants hold against its target: a property the schema has as non-configurable
  // (zod's `_zod`) is copied onto the target before a descriptor of it is reported.
  const target = {} as T;
  const schema = (): T => {
    if (built === undefined) {
      built = build();
      const meta = z.globalRegistry.get(built as unknown as z.core.$ZodType);
      if (meta) z.globalRegistry.add(stand as unknown as z.core.$ZodType, meta);
    }
    return built;
  };
  const stand: T = new Proxy(target, {
    // Reading only: a schema is not changed after it is built (zod's lazily defined properties are
    // defined on the schema itself, the receiver of `get`).
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      if (descriptor && !descriptor.configurable && !Reflect.getOwnPropertyDescriptor(target, key)) {
        Reflect.defineProperty(target, key, descriptor);
      }
      return descriptor;
    },
  });
  return stand;
}
