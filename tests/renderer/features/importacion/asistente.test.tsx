import { describe, expect, it } from 'vitest';
import { PasoElegir } from '../../../../src/renderer/features/importacion/components/PasoElegir';
import { PasoProgreso } from '../../../../src/renderer/features/importacion/components/PasoProgreso';
import { PasoResultado } from '../../../../src/renderer/features/importacion/components/PasoResultado';
import { PasoVista } from '../../../../src/renderer/features/importacion/components/PasoVista';
import { renderizar, texto, textos } from '../evaluaciones/render';
import { FILAS, lote } from './fixtures';

const nada = () => undefined;

const radios = (html: string) =>
  [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);

function vista(parcial: Parameters<typeof lote>[0] = {}, puedeActualizar = true) {
  return renderizar(
    <PasoVista
      lote={lote(parcial)}
      filas={FILAS}
      totalFilas={FILAS.length}
      pagina={1}
      estado={null}
      modo="soloNuevos"
      puedeActualizar={puedeActualizar}
      descargandoInforme={false}
      onPagina={nada}
      onEstado={nada}
      onModo={nada}
      onInformeErrores={nada}
    />,
  );
}

describe('import wizard, step 1: choose', () => {
  it('file, template and the replace option; its warning only when ticked', () => {
    const props = {
      subida: null,
      descargandoPlantilla: false,
      onReemplazarCursos: nada,
      onElegir: nada,
      onPlantilla: nada,
    };
    const sin = renderizar(<PasoElegir {...props} reemplazarCursos={false} />);
    expect(textos(sin, 'button')).toEqual(['Elegir archivo', 'Descargar plantilla']);
    expect(texto(sin)).toContain('Reemplazar los cursos asignados');
    expect(texto(sin)).not.toContain('se les reemplazarán');
    const con = renderizar(<PasoElegir {...props} reemplazarCursos />);
    expect(texto(con)).toContain('se les reemplazarán los cursos asignados');
  });

  it('while the file uploads: its progress, and no second pick', () => {
    const html = renderizar(
      <PasoElegir
        reemplazarCursos={false}
        subida={40}
        descargandoPlantilla={false}
        onReemplazarCursos={nada}
        onElegir={nada}
        onPlantilla={nada}
      />,
    );
    expect(texto(html)).toContain('Subiendo y validando… 40 %');
    expect(html).toContain('role="progressbar"');
    const elegir = /<button[^>]*>(?:(?!<\/button>)[\s\S])*Elegir archivo/.exec(html)?.[0] ?? '';
    expect(elegir).toContain('disabled');
  });
});

describe('import wizard, step 2: preview of the dry run', () => {
  it('the four counts with their labels', () => {
    const html = vista();
    expect(textos(html, 'dt')).toEqual(['Nuevos', 'Actualizados', 'Sin cambios', 'Errores']);
    expect(textos(html, 'dd')).toEqual(['3', '2', '1', '1']);
  });

  it('each row with its status badge and the reason or the changes', () => {
    const filas = textos(vista(), 'tr').slice(1);
    expect(filas).toEqual([
      '2 ana@sena.co Ana Nuevo',
      '3 beto@sena.co Beto Actualizado Cambia: nombre, telefono',
      '4 malo Error Email: no es un email válido; Nombre: es obligatorio',
    ]);
  });

  it('the error report only when there are errors', () => {
    expect(textos(vista(), 'button')).toContain('Descargar informe de errores');
    const sinErrores = vista({ conteo: { nuevo: 3, actualizado: 0, sinCambios: 0, error: 0 } });
    expect(textos(sinErrores, 'button')).not.toContain('Descargar informe de errores');
  });

  it('unknown columns and replaced courses are warned about', () => {
    const html = texto(vista({ desconocidas: ['ciudad', 'edad'], reemplazarCursos: true }));
    expect(html).toContain('Estas columnas no se reconocen y se ignorarán: ciudad, edad');
    expect(html).toContain('Se reemplazarán los cursos asignados');
    expect(texto(vista())).not.toContain('no se reconocen');
  });

  it('the two modes; updating existing users needs usuarios/editar', () => {
    const html = vista();
    expect(texto(html)).toContain('Solo crear nuevos');
    expect(texto(html)).toContain('Crear y actualizar existentes');
    const [solo, actualizar] = radios(html);
    expect(solo).toContain('checked');
    expect(actualizar).not.toContain('disabled');
    expect(radios(vista({}, false))[1]).toContain('disabled');
  });
});

describe('import wizard, step 3: progress', () => {
  it('the phase as label and the rows done out of those applied', () => {
    const hash = renderizar(
      <PasoProgreso
        lote={lote({ estado: 'en_curso', fase: 'hash', procesadas: 250, aplicar: 1000 })}
      />,
    );
    expect(texto(hash)).toContain('Preparando contraseñas…');
    expect(texto(hash)).toContain('250 de 1000');
    expect(hash).toContain('aria-valuenow="0.25"');
    const escritura = renderizar(
      <PasoProgreso
        lote={lote({ estado: 'en_curso', fase: 'escritura', procesadas: 900, aplicar: 1000 })}
      />,
    );
    expect(texto(escritura)).toContain('Guardando usuarios…');
    expect(texto(escritura)).toContain('la importación continúa');
  });
});

describe('import wizard, step 4: result', () => {
  const resultado = (parcial: Parameters<typeof lote>[0]) =>
    renderizar(
      <PasoResultado
        lote={lote(parcial)}
        descargando={false}
        onDescargarCredenciales={nada}
        onImprimirCredenciales={nada}
      />,
    );

  it('completed, with the generated credentials to download or print', () => {
    const html = resultado({
      estado: 'completado',
      creados: 3,
      actualizados: 2,
      credencialesPendientes: 3,
    });
    expect(texto(html)).toContain('Importación completada: 3 creados, 2 actualizados');
    expect(textos(html, 'button')).toEqual(['Descargar credenciales', 'Imprimir credenciales']);
  });

  it('no credential buttons when none was generated', () => {
    const html = resultado({ estado: 'completado', creados: 0, actualizados: 2 });
    expect(textos(html, 'button')).toEqual([]);
  });

  it("cancelled, or failed with the server's reason", () => {
    expect(texto(resultado({ estado: 'cancelado' }))).toContain('Importación cancelada');
    expect(
      texto(resultado({ estado: 'fallido', error: 'Se perdió la conexión con la base.' })),
    ).toContain('La importación falló: Se perdió la conexión con la base.');
  });
});
