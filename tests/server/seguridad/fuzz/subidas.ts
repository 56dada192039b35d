import fc from 'fast-check';

/** A malformed (or merely odd) multipart upload. */
export interface SubidaMala {
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
  descripcion: string;
}

const caracterBoundary = fc.constantFrom(
  ..."abcXYZ0189'()+_,-./:=? ".split(''),
  '"',
  ';',
  '\u00f1',
);

/** Forms with random boundaries, names, files and cuts: none may cost a 500. */
export const subidaMala: fc.Arbitrary<SubidaMala> = fc
  .record({
    boundary: fc.array(caracterBoundary, { maxLength: 90 }).map((c) => c.join('')),
    declarado: fc.option(fc.array(caracterBoundary, { maxLength: 20 }).map((c) => c.join(''))),
    partes: fc.array(
      fc.record({
        nombre: fc.oneof(
          fc.constantFrom('file', '_id', 'descripcionAdjunto', 'reemplazarCursos', '__proto__'),
          fc.string({ maxLength: 20 }),
        ),
        archivo: fc.option(fc.string({ maxLength: 30 })),
        contenido: fc.uint8Array({ maxLength: 300 }),
        cabeceraRota: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    cerrar: fc.boolean(),
    cortarEn: fc.option(fc.nat()),
  })
  .map((r) => {
    const trozos: Buffer[] = [];
    for (const p of r.partes) {
      const disposicion =
        p.archivo !== null
          ? `form-data; name="${p.nombre}"; filename="${p.archivo ?? ''}"`
          : `form-data; name="${p.nombre}"`;
      const cabecera = p.cabeceraRota ? 'Content-Dispo' : `Content-Disposition: ${disposicion}`;
      trozos.push(Buffer.from(`--${r.boundary}\r\n${cabecera}\r\n\r\n`, 'latin1'));
      trozos.push(Buffer.from(p.contenido), Buffer.from('\r\n'));
    }
    if (r.cerrar) trozos.push(Buffer.from(`--${r.boundary}--\r\n`, 'latin1'));
    let body: Buffer = Buffer.concat(trozos);
    if (r.cortarEn !== null && body.length > 0) body = body.subarray(0, r.cortarEn % body.length);
    const usado = r.declarado ?? r.boundary;
    return {
      contentType: `multipart/form-data; boundary=${usado}`,
      body: new Uint8Array(body),
      descripcion: `boundary ${JSON.stringify(usado).slice(0, 30)}, ${r.partes.length} partes, ${body.length} bytes`,
    };
  });
