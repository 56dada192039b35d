import {
  Body1,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CursoRegistro } from '@shared/api';
import { colorDeTexto } from '@shared/domain/cursos';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconoCerrar, IconoDerecha, IconoIzquierda } from '../../../ui/iconos';
import { useCursosRegistroQuery } from '../../datos';

const useStyles = makeStyles({
  superficie: { maxWidth: '760px', width: '100%' },
  carrusel: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pista: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollBehavior: 'smooth',
    padding: tokens.spacingVerticalS,
    flexGrow: 1,
  },
  item: { flex: '0 0 200px', display: 'flex', scrollSnapAlign: 'start' },
  tarjeta: {
    width: '100%',
    minHeight: '140px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: 'none',
    borderRadius: tokens.borderRadiusXLarge,
    cursor: 'pointer',
    textAlign: 'start',
    font: 'inherit',
    boxShadow: tokens.shadow4,
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  elegida: { outline: `3px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' },
  codigo: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase500 },
});

/** Only colours the card may use as CSS (the course stores them as text). */
const colorSeguro = (valor: string, defecto: string) =>
  /^#?[0-9a-f]{3,8}$/i.test(valor) ? (valor.startsWith('#') ? valor : `#${valor}`) : defecto;

/** One course of the carousel, in the course's own card colours. */
function TarjetaCursoRegistro(props: {
  curso: CursoRegistro;
  elegida: boolean;
  onElegir(curso: CursoRegistro): void;
}) {
  const styles = useStyles();
  const { curso, elegida } = props;
  return (
    <div role="listitem" className={styles.item}>
      <button
        type="button"
        aria-pressed={elegida}
        className={`${styles.tarjeta} ${elegida ? styles.elegida : ''}`}
        style={{
          backgroundColor: colorSeguro(curso.colorFondoTarjeta, '#172559'),
          // The colour that reads on the background (4.5:1, docs/accesibilidad.md).
          color: colorDeTexto(colorSeguro(curso.colorFondoTarjeta, '#172559')),
        }}
        onClick={() => props.onElegir(curso)}
      >
        <span className={styles.codigo}>{curso.codigo}</span>
        <span>{curso.nombre}</span>
      </button>
    </div>
  );
}

/** 'Selecciona un curso' (spec 2, Signup): a horizontal carousel of course cards. */
export function SelectorCursoDialog({
  abierto,
  elegido,
  onElegir,
  onCerrar,
}: {
  abierto: boolean;
  elegido: string;
  onElegir(curso: CursoRegistro): void;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const pista = useRef<HTMLDivElement>(null);
  const {
    data: cursos,
    isLoading,
    isError,
  } = useCursosRegistroQuery(undefined, { skip: !abierto });
  const desplazar = (sentido: 1 | -1) => {
    const el = pista.current;
    if (el) el.scrollBy({ left: sentido * el.clientWidth * 0.8 });
  };

  return (
    <Dialog open={abierto} onOpenChange={(_, data) => (data.open ? undefined : onCerrar())}>
      <DialogSurface className={styles.superficie}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('comun.cerrar')}
                icon={<IconoCerrar />}
                onClick={onCerrar}
              />
            }
          >
            {t('registro.curso.dialogo')}
          </DialogTitle>
          <DialogContent>
            {isLoading ? <Spinner label={t('comun.cargando')} /> : null}
            {isError ? <Body1>{t('datos.errorCarga')}</Body1> : null}
            {cursos && cursos.length === 0 ? <Body1>{t('registro.curso.ninguno')}</Body1> : null}
            {cursos && cursos.length > 0 ? (
              <div className={styles.carrusel}>
                <Button
                  appearance="subtle"
                  icon={<IconoIzquierda />}
                  aria-label={t('registro.curso.anteriores')}
                  onClick={() => desplazar(-1)}
                />
                <div ref={pista} className={styles.pista} role="list">
                  {cursos.map((curso) => (
                    <TarjetaCursoRegistro
                      key={curso._id}
                      curso={curso}
                      elegida={curso._id === elegido}
                      onElegir={onElegir}
                    />
                  ))}
                </div>
                <Button
                  appearance="subtle"
                  icon={<IconoDerecha />}
                  aria-label={t('registro.curso.siguientes')}
                  onClick={() => desplazar(1)}
                />
              </div>
            ) : null}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
