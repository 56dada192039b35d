import {
  Body1,
  Button,
  Caption1,
  Input,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Curso, Multimedia } from '@shared/api';
import { CLAVE_ANEXOS } from '@shared/domain/multimedias';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aApiFailure } from '../../../app/apiError';
import { useNotificar } from '../../../ui/notificaciones';
import { useSubtituloModuloMutation } from '../api';
import { mensajeBloqueo, ReproductorDialog } from '../../progresos';
import { leccionesDelCurso, tituloGrupo } from '../lecciones';
import { TarjetaLeccion } from './TarjetaLeccion';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grupo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  cabecera: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  tarjetas: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** A module's subtitle, editable inline in edit mode (cursos.moduleSubtitle). */
function SubtituloModulo({
  curso,
  clave,
  titulo,
}: {
  curso: Curso;
  clave: string;
  titulo: string;
}) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [texto, setTexto] = useState(curso.moduleSubtitles[clave] ?? '');
  const [guardar, estado] = useSubtituloModuloMutation();
  const enviar = async () => {
    const r = await guardar({ id: curso._id, moduleKey: clave, subtitle: texto });
    if (r.error) notificar.error(t('cursos.errores.guardar'), aApiFailure(r.error).data.error);
    else notificar.exito(t('comun.guardadoConExito'));
  };
  return (
    <>
      <Input
        value={texto}
        aria-label={t('cursos.detalle.subtituloDe', { modulo: titulo })}
        placeholder={t('cursos.detalle.subtitulo')}
        onChange={(_, data) => setTexto(data.value)}
      />
      <Button size="small" disabled={estado.isLoading} onClick={() => void enviar()}>
        {t('cursos.detalle.guardarSubtitulo')}
      </Button>
    </>
  );
}

/** The course's lessons grouped by module (spec 2 and 9), the syllabus in its own card. */
export function LeccionesCurso({
  curso,
  lecciones,
  editando,
}: {
  curso: Curso;
  lecciones: readonly Multimedia[];
  editando: boolean;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const { syllabus, grupos } = leccionesDelCurso(lecciones);
  const [abierta, setAbierta] = useState<string | null>(null);
  // A locked lesson explains itself instead of opening (the server refuses it anyway).
  const abrir = (l: Multimedia) => {
    const bloqueo = mensajeBloqueo(l.bloqueo);
    if (bloqueo) {
      notificar.aviso(t(bloqueo.titulo.clave), t(bloqueo.detalle.clave, bloqueo.detalle.valores));
      return;
    }
    setAbierta(l._id);
  };

  return (
    <div className={styles.root}>
      {syllabus.length > 0 ? (
        <section className={styles.grupo} aria-label={t('cursos.detalle.syllabus')}>
          <Subtitle2 as="h3">{t('cursos.detalle.syllabus')}</Subtitle2>
          <div className={styles.tarjetas}>
            {syllabus.map((l) => (
              <TarjetaLeccion key={l._id} leccion={l} onAbrir={() => abrir(l)} />
            ))}
          </div>
        </section>
      ) : null}
      {grupos.length === 0 && syllabus.length === 0 ? (
        <Body1>{t('cursos.detalle.sinLecciones')}</Body1>
      ) : null}
      {grupos.map((g) => {
        const { clave, ...valores } = tituloGrupo(g.clave);
        const titulo = t(clave, valores);
        const subtitulo = curso.moduleSubtitles[g.clave];
        return (
          <section key={g.clave} className={styles.grupo} aria-label={titulo}>
            <div className={styles.cabecera}>
              <Subtitle2 as="h3">{titulo}</Subtitle2>
              {editando && g.clave !== CLAVE_ANEXOS ? (
                <SubtituloModulo curso={curso} clave={g.clave} titulo={titulo} />
              ) : subtitulo ? (
                <Caption1>{subtitulo}</Caption1>
              ) : null}
            </div>
            <div className={styles.tarjetas}>
              {g.lecciones.map((l) => (
                <TarjetaLeccion key={l._id} leccion={l} onAbrir={() => abrir(l)} />
              ))}
            </div>
          </section>
        );
      })}
      <ReproductorDialog
        multimediaId={abierta}
        abierto={abierta !== null}
        onCerrar={() => setAbierta(null)}
      />
    </div>
  );
}
