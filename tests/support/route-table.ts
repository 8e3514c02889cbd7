import type { FastifyInstance } from 'fastify';

export interface TableRoute {
  method: string;
  /** As registered, with `:params` (and `*` for wildcards). */
  url: string;
}

/** Every route of a built app, read from Fastify's own route table (`printRoutes`). */
export function routeTableOf(app: FastifyInstance): TableRoute[] {
  const routes: TableRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // `│   └── /segment (GET, POST)`: the branch's column gives the depth in the tree.
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent, segment, methods] = match;
    const depth = indent!.length / 4;
    stack.length = depth;
    stack.push(segment!);
    if (!methods) continue;
    const url = stack.join('');
    for (const method of methods.split(', ')) routes.push({ method, url });
  }
  return routes;
}
