import {
  Button,
  MessageBar,
  MessageBarBody,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CursoRegistro } from '@shared/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { IconoIzquierda } from '../../../ui/iconos';
import { PaginaCentrada } from '../../../ui/PaginaCentrada';
import { TarjetaPagina } from '../../../ui/TarjetaPagina';
import { useFormulario, useTraducirValidacion } from '../../../ui/useFormulario';
import { erroresPorCampo } from '../../../ui/validacion';
import { CampoCursoSignup, CasillaSignup, RejillaSignup } from '../components/CamposSignup';
import { SelectorCursoDialog } from '../components/SelectorCursoDialog';
import { SIGNUP_INICIAL, validarSignup, type ValoresSignup } from '../signupForm';
import { useRegistro } from '../useRegistro';

const useStyles = makeStyles({
  cabecera: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  titulo: { color: tokens.colorBrandForeground1, letterSpacing: '0.04em' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** 'REGISTRO' (spec 2, 5): a learner signs up choosing a course and enters the app. */
export function SignupPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const traducir = useTraducirValidacion();
  const form = useFormulario<ValoresSignup>(SIGNUP_INICIAL, validarSignup);
  const { registrar, enviando, fallo } = useRegistro();
  const [curso, setCurso] = useState<CursoRegistro | null>(null);
  const [selectorAbierto, setSelectorAbierto] = useState(false);
  const v = form.valores;
  const delServidor = erroresPorCampo(fallo?.campos ?? {});
  const mensaje = (campo: string) => form.mensaje(campo) ?? traducir(delServidor[campo]);

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.intentar();
    if (form.valido && !enviando) void registrar(v);
  };
  return (
    <PaginaCentrada>
      <TarjetaPagina ancho={760}>
        <div className={styles.cabecera}>
          <Button
            appearance="subtle"
            icon={<IconoIzquierda />}
            onClick={() => void navigate('/login')}
          >
            {t('comun.volverAlInicio')}
          </Button>
        </div>
        <Title1 as="h1" className={styles.titulo}>
          {t('registro.titulo')}
        </Title1>
        {fallo ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {fallo.duplicado
                ? t('registro.errores.duplicado', { mensaje: fallo.mensaje })
                : fallo.mensaje}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <form className={styles.form} onSubmit={enviar} noValidate>
          <RejillaSignup form={form} mensaje={mensaje} />
          <CampoCursoSignup
            curso={curso}
            mensaje={mensaje('cursoId')}
            onElegir={() => setSelectorAbierto(true)}
          />
          <CasillaSignup
            form={form}
            campo="aceptaPoliticas"
            ruta="/terminos#privacidad"
            mensaje={mensaje}
          />
          <CasillaSignup form={form} campo="aceptaTerminos" ruta="/terminos" mensaje={mensaje} />
          <Button type="submit" appearance="primary" disabled={!form.valido || enviando}>
            {t('registro.registrarme')}
          </Button>
        </form>
      </TarjetaPagina>
      <SelectorCursoDialog
        abierto={selectorAbierto}
        elegido={v.cursoId}
        onElegir={(c) => {
          setCurso(c);
          form.cambiar('cursoId', c._id);
          setSelectorAbierto(false);
        }}
        onCerrar={() => {
          form.tocar('cursoId');
          setSelectorAbierto(false);
        }}
      />
    </PaginaCentrada>
  );
}
