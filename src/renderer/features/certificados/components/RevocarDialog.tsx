import { Body1, Field, Textarea } from '@fluentui/react-components';
import type { Certificado } from '@shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormularioDialog } from '../../../ui/FormularioDialog';
import { nombreCompleto } from '../certificado';
import { MOTIVO_MAX, errorMotivo } from '../revocacion';

/** 'Revocar': the reason is required (at least 5 characters) and shown by the public check. */
export function RevocarDialog({
  certificado,
  enviando,
  onEnviar,
  onCerrar,
}: {
  certificado: Certificado;
  enviando: boolean;
  onEnviar(motivo: string): void;
  onCerrar(): void;
}) {
  const { t } = useTranslation();
  const [motivo, setMotivo] = useState('');
  const [tocado, setTocado] = useState(false);
  const error = errorMotivo(motivo);
  return (
    <FormularioDialog
      abierto
      titulo={t('certificados.revocar.titulo', { numero: certificado.numero })}
      accion={t('certificados.revocar.accion')}
      deshabilitado={error !== null}
      enviando={enviando}
      onCancelar={onCerrar}
      onEnviar={() => onEnviar(motivo.trim())}
    >
      <Body1>
        {nombreCompleto(certificado.datos)} — {certificado.datos.evaluacion.codigo}
      </Body1>
      <Body1>{t('certificados.revocar.advertencia')}</Body1>
      <Field
        label={t('certificados.revocar.motivo')}
        required
        validationMessage={tocado && error ? t(`certificados.revocar.${error}`) : undefined}
        hint={t('comun.contador', { n: motivo.length, max: MOTIVO_MAX })}
      >
        <Textarea
          value={motivo}
          maxLength={MOTIVO_MAX}
          resize="vertical"
          onChange={(_, data) => setMotivo(data.value)}
          onBlur={() => setTocado(true)}
        />
      </Field>
    </FormularioDialog>
  );
}
