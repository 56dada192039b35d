import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router-dom';
import { rutaCurso } from '../../../app/navegacion';
import { useObtenerMultimediaQuery } from '../../multimedias';
import { EnlacesWikiLeccion } from '../../wiki';
import { ReproductorLeccion } from '../components/Reproductor';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
});

/**
 * /pl/:multimediaId: the multimedia player of spec 2 as a full page (the same component the
 * course's lesson dialog shows). Closing goes back to the lesson's course.
 */
export function VisorMultimediaPage() {
  const { multimediaId = '' } = useParams();
  const styles = useStyles();
  const navigate = useNavigate();
  const { data } = useObtenerMultimediaQuery(multimediaId);
  const cerrar = () => void navigate(data?.curso ? rutaCurso(data.curso._id) : '/cursos');
  return (
    <Card className={styles.card}>
      <ReproductorLeccion key={multimediaId} multimediaId={multimediaId} onCerrar={cerrar} pagina />
      <EnlacesWikiLeccion multimediaId={multimediaId} />
    </Card>
  );
}
