// OpenAPI 3.1 generated from the operation table: every public and discovery route under /v1,
// the document routes themselves, problem+json error responses, the bearer scheme and the
// Idempotency-Key header. JSON Schemas come from the same zod schemas that validate requests.
import { z } from 'zod';
import { ERROR_CODES } from '../errors/codes.ts';
import type { Operation } from '../ops/operation.ts';

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
}

const pathParams = (path: string) => [...path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!);
const openApiPath = (path: string) => path.replace(/:([a-z_]+)/g, '{$1}');

function shapeOf(op: Operation): Record<string, z.ZodType> {
  return ((op.input as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {}) as Record<
    string,
    z.ZodType
  >;
}

const problemRef = { $ref: '#/components/schemas/Problem' };
const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemRef } },
});
const REQUEST_ID_HEADER = {
  'X-Request-Id': {
    description: 'Request id, also in every problem document',
    schema: { type: 'string' },
  },
};

/** Operations that judge a task or workflow request as create_task does (besides create_task). */
const REQUEST_JUDGED = new Set([
  'estimate_task',
  'estimate_loop',
  'create_loop',
  'create_workflow',
]);

/** The codes an operation can answer with, from what it does. */
function errorCodesFor(op: Operation): number[] {
  const statuses = new Set<number>([400, 500]);
  if (op.surface === 'public') for (const s of [401, 429]) statuses.add(s);
  if (op.path.includes(':')) statuses.add(404);
  if (op.idempotency === 'required') for (const s of [403, 409]) statuses.add(s);
  if (op.id === 'create_task') for (const s of [402, 422]) statuses.add(s);
  // The dry runs judge the request as create does (zone, type, safety filter: 422); Loops are
  // flag-gated (403).
  if (REQUEST_JUDGED.has(op.id)) for (const s of [403, 422]) statuses.add(s);
  if (op.method === 'POST') statuses.add(413);
  return [...statuses].sort();
}

function operationObject(op: Operation): Json {
  const params = pathParams(op.path);
  const shape = shapeOf(op);
  const parameters: Json[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: shape[name] ? schemaOf(shape[name], 'input') : { type: 'string' },
  }));
  if (op.method === 'GET') {
    for (const [name, field] of Object.entries(shape)) {
      if (!params.includes(name))
        parameters.push({
          name,
          in: 'query',
          required: !field.safeParse(undefined).success,
          schema: schemaOf(field, 'input'),
        });
    }
  }
  if (op.idempotency === 'required') {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: '1–255 printable ASCII characters; replays return the first response for 24 h',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  const bodyFields = Object.keys(shape).filter((k) => !params.includes(k));
  const success: Json = {
    description: op.produces?.description ?? op.summary,
    headers: REQUEST_ID_HEADER,
    content: op.produces
      ? {
          [op.produces.contentType]: {
            schema: { type: 'string', contentMediaType: op.produces.contentType },
          },
        }
      : {
          'application/json': {
            schema: {
              type: 'object',
              properties: { data: schemaOf(op.output, 'output') },
              required: ['data'],
            },
          },
        },
  };
  const object: Json = {
    operationId: op.id,
    summary: op.summary,
    description: op.description + (op.flag ? ` Needs the delegation flag ${op.flag}.` : ''),
    tags: [op.surface === 'discovery' ? 'discovery' : (op.path.split('/')[2] ?? 'v1')],
    parameters,
    security: op.surface === 'public' ? [{ bearerAuth: [] }] : [],
    responses: {
      [String(op.successStatus ?? 200)]: success,
      ...Object.fromEntries(
        errorCodesFor(op).map((s) => [
          String(s),
          problemResponse(
            Object.entries(ERROR_CODES)
              .filter(([, c]) => c.status === s)
              .map(([code]) => code)
              .join(', '),
          ),
        ]),
      ),
      ...(op.statusFor
        ? { [String(op.statusFor.status)]: { ...success, description: op.statusFor.description } }
        : {}),
    },
  };
  if (op.tool) object['x-mcp-tool'] = op.id;
  if ((op.method === 'POST' || op.method === 'PUT') && bodyFields.length > 0) {
    // zod's mask type wants keys known at compile time; path parameters are known at run time,
    // and a string-keyed mask has no numeric keys, which is what the type asks.
    const mask = Object.fromEntries(params.map((p) => [p, true] as const));
    const body = (op.input as unknown as z.ZodObject).omit(
      mask as typeof mask & Record<number, never>,
    );
    object.requestBody = {
      required: true,
      content: {
        'application/json': { schema: schemaOf(body, 'input') },
        ...(op.multipart ? { 'multipart/form-data': multipartSchema(op.multipart) } : {}),
      },
    };
  }
  return object;
}

/**
 * A file upload's form: its JSON-text fields, its file parts, and the field named after the file.
 */
function multipartSchema(spec: NonNullable<Operation['multipart']>): Json {
  const properties: Record<string, Json> = {};
  for (const f of spec.json)
    properties[f] = {
      type: 'string',
      contentMediaType: 'application/json',
      description: `JSON text: the ${f} object of the JSON body`,
    };
  for (const [part, field] of Object.entries(spec.files))
    properties[part] = {
      type: 'string',
      contentMediaType: spec.fileTypes[0]!,
      description: `A file (${spec.fileTypes.join(', ')}, UTF-8): its text is ${field}`,
    };
  if (spec.nameFromFile)
    properties[spec.nameFromFile] = {
      type: 'string',
      description: "Optional; the uploaded file's name without its extension when absent",
    };
  return {
    schema: { type: 'object', required: [...spec.json, ...Object.keys(spec.files)], properties },
  };
}

const DOC_ROUTES: Record<string, Json> = {
  '/v1/openapi.json': {
    get: {
      operationId: 'get_openapi',
      summary: 'This OpenAPI 3.1 document',
      tags: ['discovery'],
      security: [],
      responses: {
        '200': {
          description: 'OpenAPI 3.1',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  },
  '/v1/jwks.json': {
    get: {
      operationId: 'get_jwks',
      summary: 'Public keys (JWKS) that verify workflow-report attestations',
      tags: ['discovery'],
      security: [],
      description:
        'Ed25519 keys (alg EdDSA); the active key first, retired keys kept so earlier ' +
        'attestations still verify. Cacheable for 5 minutes.',
      responses: {
        '200': {
          description: 'JSON Web Key Set',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  keys: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        kty: { const: 'OKP' },
                        crv: { const: 'Ed25519' },
                        x: { type: 'string' },
                        kid: { type: 'string' },
                        alg: { const: 'EdDSA' },
                        use: { const: 'sig' },
                      },
                      required: ['kty', 'crv', 'x', 'kid', 'alg', 'use'],
                    },
                  },
                },
                required: ['keys'],
              },
            },
          },
        },
        '503': problemResponse('unavailable'),
      },
    },
  },
  '/llms.txt': {
    get: {
      operationId: 'get_llms_txt',
      summary: 'Machine-first map of the API',
      tags: ['discovery'],
      security: [],
      responses: {
        '200': {
          description: 'Plain text',
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
      },
    },
  },
  '/docs/errors/{code}': {
    get: {
      operationId: 'get_error_doc',
      summary: 'What an error code means and how to react',
      tags: ['discovery'],
      security: [],
      parameters: [
        {
          name: 'code',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: Object.keys(ERROR_CODES) },
        },
      ],
      responses: {
        '200': {
          description: 'HTML page',
          content: { 'text/html': { schema: { type: 'string' } } },
        },
        '404': problemResponse('not_found'),
      },
    },
  },
};

export function openApiDocument(operations: readonly Operation[], serverUrl: string): Json {
  const paths: Record<string, Json> = { ...DOC_ROUTES };
  for (const op of operations) {
    if (op.surface !== 'public' && op.surface !== 'discovery') continue;
    const key = openApiPath(op.path);
    paths[key] = { ...(paths[key] ?? {}), [op.method.toLowerCase()]: operationObject(op) };
    for (const [n, alias] of (op.aliases ?? []).entries()) {
      const object: Json = {
        ...operationObject({ ...op, path: alias }),
        operationId: `${op.id}_alias_${n + 1}`,
        description: `Alias of ${op.method} ${op.path}. ${op.description}`,
      };
      delete object['x-mcp-tool'];
      paths[openApiPath(alias)] = {
        ...(paths[openApiPath(alias)] ?? {}),
        [op.method.toLowerCase()]: object,
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'errand API',
      version: 'v1',
      description:
        'Hire KYC-verified human Operators for real-world tasks; pay only for verified ' +
        'outcomes. Money is integer minor units as digit strings. Errors are ' +
        'application/problem+json; branch on `code`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'errand_live_… or errand_test_… API key',
        },
      },
      schemas: {
        Problem: {
          type: 'object',
          description: 'RFC 9457 problem document',
          properties: {
            type: { type: 'string', description: '{docs_url}/errors/<code>' },
            title: { type: 'string' },
            status: { type: 'integer' },
            code: { type: 'string', enum: Object.keys(ERROR_CODES) },
            detail: { type: 'object', additionalProperties: true },
            request_id: { type: 'string' },
          },
          required: ['type', 'title', 'status', 'code', 'request_id'],
        },
      },
    },
  };
}
