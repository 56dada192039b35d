/**
 * Lists at scale (issue 18): with 1000 courses, the first page of the learner's course list
 * next to the whole list; and the learner's lesson locks over a course of 100 and one of
 * 1000 lessons — time per lesson should not grow with the course (linear computation).
 */
import { mediana, percentil, type Informe } from './informe';
import {
  CLAVE_APRENDIZ,
  Cliente,
  crearAprendices,
  crearCurso,
  crearEnlace,
  enParalelo,
  type Plataforma,
} from './plataforma';
import type { Escenario } from './escenario';

const CURSOS = 1000;
const PRIMERA_PAGINA = { pagina: 1, porPagina: 20 };

async function tiempos(n: number, pedir: () => Promise<unknown>): Promise<number[]> {
  await pedir(); // warm-up: the first answer primes caches a real learner would also prime
  const salida: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await pedir();
    salida.push(performance.now() - t0);
  }
  return salida;
}

async function sembrarCursos(admin: Cliente): Promise<void> {
  await enParalelo([...Array(CURSOS).keys()], 4, (i) =>
    crearCurso(admin, `LISTA-${String(i).padStart(4, '0')}`),
  );
}

async function cursoConLecciones(admin: Cliente, n: number): Promise<string> {
  const cursoId = await crearCurso(admin, `LECC-${n}`);
  await enParalelo([...Array(n).keys()], 4, (i) =>
    crearEnlace(admin, cursoId, `${Math.floor(i / 10) + 1}.${(i % 10) + 1} Lectura ${i}`),
  );
  return cursoId;
}

export async function medirListas(opciones: {
  informe: Informe;
  plataforma: Plataforma;
  escenario: Escenario;
  dialecto: string;
}): Promise<void> {
  const { informe, escenario, dialecto, plataforma } = opciones;
  await sembrarCursos(escenario.admin);
  const { aprendiz } = escenario;
  const pagina = await tiempos(50, () =>
    aprendiz.pedir('POST', '/api/cursos/listar', PRIMERA_PAGINA),
  );
  const todo = await tiempos(10, () => aprendiz.pedir('POST', '/api/cursos/listar'));
  informe.agregar({
    clave: `listas.${dialecto}.cursos.primera-pagina`,
    descripcion: `${dialecto} ${CURSOS + 1} cursos: primera página (20), mediana · p99 ${Math.round(percentil(pagina, 99))} ms`,
    valor: mediana(pagina),
    unidad: 'ms',
    referencia: { nombre: 'lista completa', valor: mediana(todo) },
    meta: { texto: '≤ 20 ms', cumple: mediana(pagina) <= 20 },
    muestras: pagina,
  });
  await bloqueosLineales(informe, plataforma, escenario, dialecto);
}

async function bloqueosLineales(
  informe: Informe,
  plataforma: Plataforma,
  escenario: Escenario,
  dialecto: string,
): Promise<void> {
  const chico = await cursoConLecciones(escenario.admin, 100);
  const grande = await cursoConLecciones(escenario.admin, 1000);
  const [cuenta] = await crearAprendices(escenario.admin, 'lector', 1, [chico, grande]);
  if (!cuenta) throw new Error('no se creó el lector');
  const lector = await Cliente.ingresar(plataforma.url, cuenta.email, CLAVE_APRENDIZ);
  const porLeccion = async (cursoId: string, n: number) => {
    const t = await tiempos(10, () =>
      lector.pedir('GET', `/api/multimedias/filtrar?cursos=${cursoId}&inicio=0&fin=1000`),
    );
    return (mediana(t) * 1000) / n;
  };
  const us100 = await porLeccion(chico, 100);
  const us1000 = await porLeccion(grande, 1000);
  informe.agregar({
    clave: `listas.${dialecto}.bloqueos.por-leccion`,
    descripcion: `${dialecto} lecciones con su bloqueo, curso de 1000: tiempo por lección`,
    valor: us1000,
    unidad: 'µs',
    referencia: { nombre: 'curso de 100', valor: us100 },
    razon: us1000 / us100,
    meta: { texto: 'lineal (≤ 1.5×)', cumple: us1000 / us100 <= 1.5 },
  });
}
