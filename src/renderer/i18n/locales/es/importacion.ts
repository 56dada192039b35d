/** Users import (issue 8): the wizard, the history and the printable credentials. */
export const importacion = {
  titulo: 'Importar usuarios',
  elegir: {
    explicacion:
      'Elija un archivo CSV con una fila por usuario. Primero se hace una simulación completa: no se guarda nada hasta que confirme.',
    reemplazarCursos: 'Reemplazar los cursos asignados',
    avisoReemplazar:
      'Atención: a los usuarios existentes que estén en el archivo se les reemplazarán los cursos asignados por los del archivo.',
    boton: 'Elegir archivo',
    plantilla: 'Descargar plantilla',
    subiendo: 'Subiendo y validando… {{porcentaje}} %',
    errorLectura: 'No se pudo leer el archivo.',
  },
  conteos: {
    nuevo: 'Nuevos',
    actualizado: 'Actualizados',
    sinCambios: 'Sin cambios',
    error: 'Errores',
  },
  estadosFila: {
    nuevo: 'Nuevo',
    actualizado: 'Actualizado',
    sinCambios: 'Sin cambios',
    error: 'Error',
  },
  estadosLote: {
    validado: 'Validado',
    en_curso: 'En curso',
    completado: 'Completado',
    cancelado: 'Cancelado',
    fallido: 'Fallido',
    deshecho: 'Deshecho',
  },
  vista: {
    archivo_one: 'Archivo: {{archivo}} ({{count}} fila)',
    archivo_other: 'Archivo: {{archivo}} ({{count}} filas)',
    conteos: 'Resultado de la simulación',
    reemplazando:
      'Se reemplazarán los cursos asignados de los usuarios existentes que estén en el archivo.',
    desconocidas: 'Estas columnas no se reconocen y se ignorarán: {{columnas}}',
    tipoRegistroPredeterminado:
      'Usuarios nuevos sin «Tipo de registro»: {{n}}. Se crearán como Estudiante.',
    informeErrores: 'Descargar informe de errores',
    modo: '¿Qué desea importar?',
    importar: 'Importar',
    validarDeNuevo: 'Validar de nuevo',
    otroArchivo: 'Elegir otro archivo',
  },
  modos: {
    soloNuevos: 'Solo crear nuevos',
    nuevosYActualizar: 'Crear y actualizar existentes',
  },
  filas: {
    titulo: 'Filas del archivo',
    filtro: 'Mostrar',
    todos: 'Todas las filas',
    fila: 'Fila',
    email: 'Email',
    nombre: 'Nombre',
    estado: 'Estado',
    detalle: 'Motivo o cambios',
    cambios: 'Cambia: {{campos}}',
    vacio: 'No hay filas que mostrar.',
  },
  progreso: {
    iniciando: 'Iniciando…',
    hash: 'Preparando contraseñas…',
    escritura: 'Guardando usuarios…',
    cuenta: '{{procesadas}} de {{aplicar}}',
    cancelar: 'Cancelar importación',
    cerrar:
      'Puede cerrar esta ventana: la importación continúa y su resultado queda en el historial.',
  },
  resultado: {
    completado: 'Importación completada: {{creados}} creados, {{actualizados}} actualizados',
    cancelado: 'Importación cancelada: no se guardó ningún cambio.',
    fallido: 'La importación falló: {{error}}',
    deshecho_one: 'Importación deshecha: se eliminó {{count}} usuario.',
    deshecho_other: 'Importación deshecha: se eliminaron {{count}} usuarios.',
    credenciales_one:
      '{{count}} usuario recibió una contraseña inicial generada. Entréguela de forma segura: deberá cambiarla al ingresar.',
    credenciales_other:
      '{{count}} usuarios recibieron una contraseña inicial generada. Entréguelas de forma segura: deberán cambiarlas al ingresar.',
  },
  credenciales: {
    descargar: 'Descargar credenciales',
    imprimir: 'Imprimir credenciales',
    titulo: 'Credenciales iniciales',
    botonImprimir: 'Imprimir',
    volver: 'Volver a usuarios',
    aviso:
      'Contraseñas iniciales generadas. Cada usuario deberá cambiar la suya la primera vez que ingrese.',
    email: 'Email',
    nombre: 'Nombre',
    password: 'Contraseña',
    vacio: 'No hay credenciales pendientes: todos los usuarios ya cambiaron su contraseña.',
  },
  historial: {
    titulo: 'Historial de importaciones',
    fecha: 'Fecha',
    por: 'Importado por',
    archivo: 'Archivo',
    estado: 'Estado',
    conteos: 'Resultado',
    acciones: 'Acciones',
    vacio: 'Aún no hay importaciones.',
    aplicado: '{{creados}} creados, {{actualizados}} actualizados',
    deshechos_one: '{{count}} deshecho',
    deshechos_other: '{{count}} deshechos',
    simulado:
      '{{nuevo}} nuevos, {{actualizado}} actualizados, {{sinCambios}} sin cambios, {{error}} errores',
  },
  deshacer: {
    boton: 'Deshacer',
    titulo: 'Deshacer importación',
    explicacion:
      'Se eliminarán solo los usuarios creados por esta importación que nunca iniciaron sesión; los que ya ingresaron se conservan. Los usuarios actualizados no se revierten.',
    resultado: 'Importación deshecha',
    eliminados_one: 'Se eliminó {{count}} usuario.',
    eliminados_other: 'Se eliminaron {{count}} usuarios.',
    conservados_one: 'Se conservó {{count}} usuario:',
    conservados_other: 'Se conservaron {{count}} usuarios:',
    error: 'No se deshizo la importación',
  },
  descarga: {
    error: 'No se pudo descargar el archivo',
  },
};
