import {
  Body1,
  Button,
  Card,
  Checkbox,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { EdicionRoles } from '../useEdicionRoles';
import type { useAccionesRoles } from '../useAccionesRoles';
import { AlcanceRol } from './AlcanceRol';
import { MatrizPermisos } from './MatrizPermisos';

const useStyles = makeStyles({
  tarjeta: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  acciones: { display: 'flex', justifyContent: 'flex-end' },
});

/** The chosen role's card: its permission matrix, 'omitir orden', scope and 'Guardar'. */
export function PanelPermisos({
  edicion,
  acciones,
}: {
  edicion: EdicionRoles;
  acciones: ReturnType<typeof useAccionesRoles>;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { seleccionado, enSeleccionado, matriz, omitirOrden, alcance } = edicion;
  const guardar = (id: string, nombre: string) =>
    void acciones.guardar(id, nombre, matriz, omitirOrden, alcance).then((ok) => {
      if (ok) edicion.descartar();
    });
  return (
    <Card className={styles.tarjeta}>
      <Subtitle2 as="h2">
        {t('roles.permisos.titulo', { nombre: seleccionado?.nombre ?? '' })}
      </Subtitle2>
      {seleccionado ? (
        <>
          <MatrizPermisos
            matriz={matriz}
            habilitada={enSeleccionado.casillas}
            onCambio={(vista, op, valor) =>
              edicion.cambiarCasilla(seleccionado._id, vista, op, valor)
            }
          />
          {/* Sequential access (spec 4): who may open lessons out of order. */}
          <Checkbox
            label={t('roles.omitirOrden')}
            checked={omitirOrden}
            disabled={!enSeleccionado.guardar}
            onChange={(_, data) => edicion.cambiarOmitir(seleccionado._id, data.checked === true)}
          />
          <AlcanceRol
            valor={alcance}
            deshabilitado={!enSeleccionado.guardar}
            onCambio={(valor) => edicion.cambiarAlcance(seleccionado._id, valor)}
          />
          {enSeleccionado.guardar ? (
            <div className={styles.acciones}>
              <Button
                appearance="primary"
                disabled={!edicion.cambiada || acciones.guardando}
                onClick={() => guardar(seleccionado._id, seleccionado.nombre)}
              >
                {t('comun.guardar')}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <Body1>{t('roles.sinSeleccion')}</Body1>
      )}
    </Card>
  );
}
