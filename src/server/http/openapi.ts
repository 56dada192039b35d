import { z } from 'zod';
import { apiErrorSchema, routes } from '@shared/api';
import type { RouteDef } from '@shared/api';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

function permissionText(def: RouteDef): string {
  if (def.permission === 'public') return 'público';
  if (def.permission === 'authenticated') return 'sesión iniciada';
  if (def.permission === 'administrador') return 'solo ADMINISTRADOR';
  return `${def.permission[0]}.${def.permission[1]}`;
}

function operationOf(def: RouteDef) {
  const error = {
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  };
  return {
    summary: def.summary,
    description: `Permiso requerido: ${permissionText(def)}`,
    tags: [def.tag],
    'x-permission': def.permission,
    ...(def.permission === 'public' ? {} : { security: [{ bearer: [] }] }),
    parameters: [...parametersOf(def.params, 'path'), ...parametersOf(def.query, 'query')],
    ...(def.consumes === 'multipart'
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        }
      : {}),
    ...(def.body && def.consumes !== 'multipart'
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(def.body, 'input') } },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: schemaOf(def.response, 'output') } },
      },
      400: { description: 'Datos inválidos', ...error },
      ...(def.permission === 'public' ? {} : { 401: { description: 'Sin sesión', ...error } }),
      ...(Array.isArray(def.permission) || def.permission === 'administrador'
        ? { 403: { description: 'Sin permiso', ...error } }
        : {}),
    },
  };
}

/** The OpenAPI 3.1 document, generated from the shared route table. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of Object.values(routes) as RouteDef[]) {
    const path = def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = operationOf(def);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Contenido Formativo — API de la plataforma',
      version,
      description: 'Generado desde la tabla de rutas compartida (src/shared/api).',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ApiError: schemaOf(apiErrorSchema, 'output') },
    },
  };
}
