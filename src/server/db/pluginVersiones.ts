import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

type Clave = 'principal' | 'contenido';

/**
 * Which writes move which version (docs/rendimiento-sesion.md). `null` for an operation:
 * it never does. Inserted users cannot have cached tokens yet; purged revocations belong to
 * expired tokens, refused by their expiry anyway.
 */
interface Regla {
  clave: Clave;
  insert: boolean;
  delete: boolean;
  /** Updates that change only these columns move nothing (all updates: `true`). */
  update: true | false | ReadonlySet<string>;
}

const TABLAS: Record<string, Regla> = {
  // The login's own update: the cached row is never read for it (http/authenticate.ts).
  usuarios: {
    clave: 'principal',
    insert: false,
    delete: true,
    update: new Set(['ultimo_ingreso']),
  },
  roles: { clave: 'principal', insert: true, delete: true, update: true },
  rol_permisos: { clave: 'principal', insert: true, delete: true, update: true },
  tokens_revocados: { clave: 'principal', insert: true, delete: false, update: true },
  cursos: { clave: 'contenido', insert: true, delete: true, update: true },
  // Every viewing counts itself in num_visto; the order and access caches never read it.
  multimedias: { clave: 'contenido', insert: true, delete: true, update: new Set(['num_visto']) },
  // A course given or taken away: a playing lesson's access (multimedias/plyr.ts).
  usuario_cursos: { clave: 'contenido', insert: true, delete: true, update: false },
  // A session refresh answers the valid certificates; the PDF's hash, filled in at its first
  // download, is read by nothing cached.
  certificados: { clave: 'contenido', insert: true, delete: true, update: new Set(['sha256_pdf']) },
  // Every course list answers its courses' attachments.
  curso_adjuntos: { clave: 'contenido', insert: true, delete: true, update: true },
  // Every lesson list answers its lessons' captions (multimedias/subtitulosLecciones.ts).
  multimedia_subtitulos: { clave: 'contenido', insert: true, delete: true, update: true },
};

function nombreTabla(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'TableNode') {
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  }
  if (node.kind === 'AliasNode')
    return nombreTabla((node as unknown as { node: OperationNode }).node);
  return null;
}

function columnasActualizadas(node: RootOperationNode): string[] {
  const updates = (node as { updates?: readonly { column: { column: { name: string } } }[] })
    .updates;
  return (updates ?? []).map((u) => u.column.column.name);
}

/** The version a write statement moves, or null. */
export function claveDeEscritura(node: RootOperationNode): Clave | null {
  if (node.kind === 'InsertQueryNode') {
    const regla = TABLAS[nombreTabla(node.into) ?? ''];
    return regla?.insert ? regla.clave : null;
  }
  if (node.kind === 'DeleteQueryNode') {
    const tablas = node.from.froms.map(nombreTabla);
    const regla = tablas.map((t) => TABLAS[t ?? '']).find((r) => r?.delete);
    return regla ? regla.clave : null;
  }
  if (node.kind === 'UpdateQueryNode') {
    const regla = TABLAS[nombreTabla(node.table) ?? ''];
    if (!regla || regla.update === false) return null;
    if (regla.update === true) return regla.clave;
    const ignoradas = regla.update;
    return columnasActualizadas(node).every((c) => ignoradas.has(c)) ? null : regla.clave;
  }
  return null;
}

/**
 * Bumps a version after each successful write of this process to a watched table, before
 * the caller goes on: the next request this process serves sees the change even before
 * PostgreSQL delivers the notification of the commit.
 */
export class PluginVersiones implements KyselyPlugin {
  private readonly pendientes = new WeakMap<object, Clave>();

  constructor(private readonly avisar: (clave: Clave) => void) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const clave = claveDeEscritura(args.node);
    if (clave) this.pendientes.set(args.queryId, clave);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const clave = this.pendientes.get(args.queryId);
    if (clave) this.avisar(clave);
    return Promise.resolve(args.result);
  }
}
