import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claveDeMensaje, type ErroresFormulario } from './validacion';

/** A shared Spanish message in the chosen language (unknown messages are shown as they came). */
export function useTraducirValidacion(): (mensaje: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (mensaje) => {
      if (mensaje === undefined) return undefined;
      const clave = claveDeMensaje(mensaje);
      return clave ? t(clave) : mensaje;
    },
    [t],
  );
}

/**
 * Form state: values, the rules' errors, and which errors to show (a field's after it was
 * touched, all of them after a submit attempt).
 */
export function useFormulario<V extends object>(
  inicial: V,
  validar: (valores: V) => ErroresFormulario,
) {
  const traducir = useTraducirValidacion();
  const [valores, setValores] = useState<V>(inicial);
  const [tocados, setTocados] = useState<ReadonlySet<string>>(new Set());
  const [intentado, setIntentado] = useState(false);
  const errores = useMemo(() => validar(valores), [valores, validar]);

  const tocar = useCallback((campo: string) => {
    setTocados((previos) => (previos.has(campo) ? previos : new Set(previos).add(campo)));
  }, []);

  const cambiar = useCallback(
    <K extends keyof V>(campo: K, valor: V[K]) => {
      setValores((previos) => ({ ...previos, [campo]: valor }));
      tocar(String(campo));
    },
    [tocar],
  );

  const mensaje = (campo: string): string | undefined =>
    intentado || tocados.has(campo) ? traducir(errores[campo]) : undefined;

  const reiniciar = useCallback((nuevos: V) => {
    setValores(nuevos);
    setTocados(new Set());
    setIntentado(false);
  }, []);

  return {
    valores,
    setValores,
    cambiar,
    tocar,
    mensaje,
    errores,
    valido: Object.keys(errores).length === 0,
    /** Call on submit: from then on every error shows. */
    intentar: () => setIntentado(true),
    reiniciar,
  };
}
