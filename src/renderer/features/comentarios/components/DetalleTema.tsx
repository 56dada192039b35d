import {
  Body1,
  Button,
  Caption1,
  Divider,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Tema } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmarDialog } from '../../../ui/ConfirmarDialog';
import { IconoBorrar, IconoEditar } from '../../../ui/iconos';
import { fechaDetalle } from '../fechasForo';
import { nombreAutor, ordenarRespuestas, type Respuesta } from '../foro';
import type { AccionesForo } from '../useAccionesForo';
import { CabeceraTema } from './CabeceraTema';
import { FormularioRespuesta } from './FormularioRespuesta';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  subtitulo: { margin: 0 },
  datos: { color: tokens.colorNeutralForeground3 },
  texto: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  lista: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  respuesta: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  filaRespuesta: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  cuerpoRespuesta: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
});

/** One reply: its text, author ('Desconocido' without a name) and time; actions by its flags. */
function ItemRespuesta({
  respuesta,
  acciones,
  onEliminar,
}: {
  respuesta: Respuesta;
  acciones: AccionesForo;
  onEliminar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [editando, setEditando] = useState(false);
  const autor = nombreAutor(respuesta.user.nombre, t('comentarios.desconocido'));
  return (
    <li className={styles.respuesta}>
      {editando ? (
        <FormularioRespuesta
          etiqueta={t('comentarios.respuesta.edicion')}
          accion={t('comentarios.respuesta.guardar')}
          inicial={respuesta.texto}
          enviando={acciones.editando}
          onEnviar={async (texto) => {
            const ok = await acciones.editarRespuesta(respuesta, texto);
            if (ok) setEditando(false);
            return ok;
          }}
          onCancelar={() => setEditando(false)}
        />
      ) : (
        <div className={styles.filaRespuesta}>
          <div className={styles.cuerpoRespuesta}>
            <Body1 as="p" className={styles.texto}>
              {respuesta.texto}
            </Body1>
            <Caption1 className={styles.datos}>
              {autor} · {fechaDetalle(respuesta.timestamp)}
            </Caption1>
          </div>
          {respuesta.puedeEditar ? (
            <Button
              appearance="subtle"
              size="small"
              icon={<IconoEditar />}
              aria-label={t('comentarios.respuesta.editar')}
              title={t('comentarios.respuesta.editar')}
              onClick={() => setEditando(true)}
            />
          ) : null}
          {respuesta.puedeEliminar ? (
            <Button
              appearance="subtle"
              size="small"
              icon={<IconoBorrar />}
              aria-label={t('comentarios.respuesta.eliminar')}
              title={t('comentarios.respuesta.eliminar')}
              onClick={onEliminar}
            />
          ) : null}
        </div>
      )}
    </li>
  );
}

type Confirmacion = { tipo: 'tema' } | { tipo: 'respuesta'; respuesta: Respuesta } | null;

/** The selected topic (right column): header, content, replies and the reply form. */
export function DetalleTema({
  tema,
  admin,
  acciones,
}: {
  tema: Tema;
  admin: boolean;
  acciones: AccionesForo;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [confirmar, setConfirmar] = useState<Confirmacion>(null);
  const respuestas = ordenarRespuestas(tema.respuestas);

  const confirmarBorrado = async () => {
    if (!confirmar) return;
    // Closed either way: a failure's toast explains it, and the forum reloads (a comment
    // already deleted elsewhere then disappears).
    if (confirmar.tipo === 'tema') await acciones.eliminarTema(tema);
    else await acciones.eliminarRespuesta(confirmar.respuesta);
    setConfirmar(null);
  };

  return (
    <article className={styles.root} aria-labelledby={`tema-${tema._id}`}>
      <CabeceraTema
        tema={tema}
        admin={admin}
        acciones={acciones}
        onEliminar={() => setConfirmar({ tipo: 'tema' })}
      />
      <Body1 as="p" className={styles.texto}>
        {tema.contenido}
      </Body1>
      <Divider />
      <Subtitle2 as="h4" className={styles.subtitulo}>
        {t('comentarios.respuestas.titulo')}
      </Subtitle2>
      {respuestas.length === 0 ? (
        <Text>{t('comentarios.respuestas.vacio')}</Text>
      ) : (
        <ul className={styles.lista} aria-label={t('comentarios.respuestas.lista')}>
          {respuestas.map((r) => (
            <ItemRespuesta
              key={r._id}
              respuesta={r}
              acciones={acciones}
              onEliminar={() => setConfirmar({ tipo: 'respuesta', respuesta: r })}
            />
          ))}
        </ul>
      )}
      <FormularioRespuesta
        key={tema._id}
        etiqueta={t('comentarios.respuesta.etiqueta')}
        accion={t('comentarios.respuesta.enviar')}
        enviando={acciones.creando}
        onEnviar={(texto) => acciones.responder(tema, texto)}
      />
      <ConfirmarDialog
        abierto={confirmar !== null}
        titulo={
          confirmar?.tipo === 'respuesta'
            ? t('comentarios.respuesta.confirmarTitulo')
            : t('comentarios.tema.confirmarTitulo')
        }
        accion={
          confirmar?.tipo === 'respuesta'
            ? t('comentarios.respuesta.eliminar')
            : t('comentarios.tema.eliminar')
        }
        enviando={acciones.borrando}
        onConfirmar={() => void confirmarBorrado()}
        onCancelar={() => setConfirmar(null)}
      >
        <Text>
          {confirmar?.tipo === 'respuesta'
            ? t('comentarios.respuesta.confirmarTexto')
            : t('comentarios.tema.confirmarTexto', { titulo: tema.titulo })}
        </Text>
      </ConfirmarDialog>
    </article>
  );
}
