import { Button, Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { IconoAgregar } from './iconos';

const useStyles = makeStyles({
  // The dashed card that ends a grid of cards (courses, evaluations) and adds one more.
  tarjeta: {
    width: '260px',
    alignItems: 'center',
    justifyContent: 'center',
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
  },
  alto180: { minHeight: '180px' },
  alto200: { minHeight: '200px' },
});

/** The last card of a card grid: a dashed outline with one 'add' button. */
export function TarjetaAgregar(props: { texto: string; alto: 180 | 200; onAgregar(): void }) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.tarjeta, styles[`alto${props.alto}`])}>
      <Button
        appearance="transparent"
        size="large"
        icon={<IconoAgregar />}
        onClick={props.onAgregar}
      >
        {props.texto}
      </Button>
    </Card>
  );
}
