/**
 * Malformed multipart bodies every upload route must answer with a 4xx (never a 500):
 * shared by the multipart test and the fuzz pass.
 */
export interface CuerpoMalo {
  nombre: string;
  contentType: string;
  body: string | Uint8Array<ArrayBuffer>;
  /** 400 for a broken form; 415 when the body is not a form upload at all. */
  status: 400 | 415;
  /** Another 4xx a route may answer first (the attachment's course does not exist: 404). */
  otro?: number;
}

const B = 'limiteXYZ';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function parte(nombre: string, contenido: string, archivo?: string): string {
  const disposicion = archivo
    ? `form-data; name="${nombre}"; filename="${archivo}"\r\nContent-Type: application/octet-stream`
    : `form-data; name="${nombre}"`;
  return `--${B}\r\nContent-Disposition: ${disposicion}\r\n\r\n${contenido}\r\n`;
}

const COMPLETO = `${parte('_id', 'x')}${parte('file', PNG.toString('latin1'), 'a.png')}--${B}--\r\n`;

export const CUERPOS_MALOS: readonly CuerpoMalo[] = [
  { nombre: 'sin boundary', contentType: 'multipart/form-data', body: COMPLETO, status: 400 },
  {
    nombre: 'boundary vacío',
    contentType: 'multipart/form-data; boundary=',
    body: COMPLETO,
    status: 400,
  },
  {
    nombre: 'boundary de 300 caracteres',
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: COMPLETO,
    status: 400,
  },
  {
    nombre: 'cortado dentro del archivo',
    contentType: `multipart/form-data; boundary=${B}`,
    body: COMPLETO.slice(0, COMPLETO.indexOf('\x89PNG') + 6),
    status: 400,
    otro: 404,
  },
  {
    nombre: 'cortado en las cabeceras',
    contentType: `multipart/form-data; boundary=${B}`,
    body: `--${B}\r\nContent-Disposition: form-da`,
    status: 400,
  },
  {
    nombre: 'basura',
    contentType: `multipart/form-data; boundary=${B}`,
    body: 'esto no es un formulario',
    status: 400,
  },
  { nombre: 'vacío', contentType: `multipart/form-data; boundary=${B}`, body: '', status: 400 },
  {
    nombre: 'otro boundary',
    contentType: 'multipart/form-data; boundary=otro',
    body: COMPLETO,
    status: 400,
  },
  {
    nombre: 'parte sin cabeceras',
    contentType: `multipart/form-data; boundary=${B}`,
    body: `--${B}\r\n\r\nhola\r\n--${B}--\r\n`,
    status: 400,
  },
  {
    nombre: 'campo con nombre __proto__',
    contentType: `multipart/form-data; boundary=${B}`,
    body: `${parte('__proto__', '{"admin":true}')}--${B}--\r\n`,
    status: 400,
  },
  { nombre: 'JSON', contentType: 'application/json', body: '{"file":"x"}', status: 415 },
  { nombre: 'texto', contentType: 'text/plain', body: 'hola', status: 415 },
  {
    nombre: 'multipart/mixed',
    contentType: `multipart/mixed; boundary=${B}`,
    body: COMPLETO,
    status: 415,
  },
];
