import { Button } from '@fluentui/react-components';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useEstilosMenu } from './estilosMenu';

/** A section of the full side menu: a header button that opens and closes its list. */
export function SeccionMenu(props: {
  icono: ReactElement;
  titulo: string;
  abierta: boolean;
  onAlternar(): void;
  /** The list's <li> items. */
  children: ReactNode;
}) {
  const styles = useEstilosMenu();
  const id = useId();
  return (
    <div className={styles.seccion}>
      <Button
        className={styles.encabezado}
        appearance="subtle"
        icon={props.icono}
        aria-expanded={props.abierta}
        aria-controls={id}
        onClick={props.onAlternar}
      >
        {props.titulo}
      </Button>
      {props.abierta ? (
        <ul id={id} className={styles.lista}>
          {props.children}
        </ul>
      ) : null}
    </div>
  );
}
