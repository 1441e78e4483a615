import * as z from 'zod/mini';
import { allEndpoints, pathParams, type AnyEndpoint } from '../client/endpoint';

type JsonSchema = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

const DEFAULT_INFO: OpenApiInfo = {
  title: 'ChainPortal API',
  version: '0.1.0',
  description:
    'The contract the portal assumes, generated from the zod schemas of @chainportal/api. Every answer is ' +
    'HTTP 200 with the envelope { code, msg | message, data }: code 0 is success, 10004 means the session ' +
    'is invalid (sign in again), 500 a server error; other codes are business failures with a message ' +
    'to show. Paged lists take { pageNum (1-based), pageSize } and answer { list, total, pageNum, pageSize }.',
};

function toSchema(
  schema: z.ZodMiniType,
  io: 'input' | 'output',
  defs: Record<string, JsonSchema>,
): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def;
      if (def.type === 'custom') {
        // z.instanceof(Blob/File): a file part of a multipart body.
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'binary';
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  const local = json.$defs as Record<string, JsonSchema> | undefined;
  delete json.$defs;
  if (local) Object.assign(defs, local);
  // Shared schemas (named with .check(z.meta({ id }))) become components.
  return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code'],
    properties: {
      code: { type: 'integer', description: '0 success; 10004 session invalid; other codes: failures' },
      msg: { type: ['string', 'null'] },
      message: { type: ['string', 'null'] },
      data,
    },
  };
}

function operation(endpoint: AnyEndpoint, defs: Record<string, JsonSchema>) {
  const op: Record<string, unknown> = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
  };
  const parameters: JsonSchema[] = [];
  const names = pathParams(endpoint.path);
  if (endpoint.hasRequest) {
    const request = toSchema(endpoint.request, 'input', defs);
    const properties = (request.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((request.required as string[] | undefined) ?? []);
    for (const name of names) {
      parameters.push({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } });
    }
    const rest = Object.fromEntries(Object.entries(properties).filter(([k]) => !names.includes(k)));
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      for (const [name, schema] of Object.entries(rest)) {
        parameters.push({ name, in: 'query', required: required.has(name), schema });
      }
    } else {
      const body: JsonSchema = { ...request, properties: rest };
      const bodyRequired = [...required].filter((k) => !names.includes(k));
      if (bodyRequired.length) body.required = bodyRequired;
      else delete body.required;
      op.requestBody = { required: true, content: { [endpoint.contentType]: { schema: body } } };
    }
  }
  if (endpoint.paying) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'One key per user action, the same on every retry of it: a repeated key gets the first answer and charges nothing again (decision 0048)',
      schema: { type: 'string', maxLength: 255 },
    });
  }
  if (parameters.length) op.parameters = parameters;
  op.responses = {
    200: {
      description:
        'The envelope; `data` as below when code is 0: what the portal accepts (its tolerant reader, ' +
        'decision 0085: only the required fields must be there, numbers may be numeric strings, null is empty)',
      // The answer as it may arrive (the schema's input side), not as the portal reads it.
      content: { 'application/json': { schema: envelopeOf(toSchema(endpoint.response, 'input', defs)) } },
    },
  };
  op.security = endpoint.auth ? [{ bearerAuth: [] }] : [];
  if (!endpoint.loading) op['x-loading'] = false;
  return op;
}

/** The OpenAPI 3.1 document of the given endpoints (default: every registered endpoint). */
export function generateOpenApi(
  endpoints: readonly AnyEndpoint[] = allEndpoints,
  info: OpenApiInfo = DEFAULT_INFO,
) {
  const defs: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...endpoints].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  for (const endpoint of sorted) {
    const item = (paths[endpoint.path] ??= {});
    item[endpoint.method.toLowerCase()] = operation(endpoint, defs);
  }
  const tags = [...new Set(sorted.flatMap((e) => e.tags))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/', description: 'The configured API base URL' }],
    tags,
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token' } },
      schemas: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

/** The document as the committed packages/api/openapi.json holds it. */
export function openApiText(endpoints?: readonly AnyEndpoint[]): string {
  return `${JSON.stringify(generateOpenApi(endpoints), null, 2)}\n`;
}
