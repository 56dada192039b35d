import axios from 'axios';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { Providers } from './app/providers';
import { crearStore } from './app/store';
import { restaurarSesion } from './features/auth';
import i18n, { guardarIdioma, idiomaListo } from './i18n';
import { getPlatform } from './platform';
import './app/global.css';

/** JSON calls only; uploads and downloads will set their own, longer timeouts. */
const TIMEOUT_API_MS = 30_000;

const contenedor = document.getElementById('root');
if (!contenedor) throw new Error('index.html no tiene el elemento #root');

i18n.on('languageChanged', (idioma) => {
  document.documentElement.lang = idioma;
  guardarIdioma(idioma);
  document.title = i18n.t('comun.app.titulo');
});

// Same origin: the server serves this client and the API, so URLs stay relative.
const store = crearStore({
  platform: getPlatform(),
  http: axios.create({ timeout: TIMEOUT_API_MS }),
});
void store.dispatch(restaurarSesion());

// A saved language other than Spanish is fetched first (issue 18: only Spanish is bundled);
// the session is being restored meanwhile.
void idiomaListo.then(() => {
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('comun.app.titulo');
  createRoot(contenedor).render(
    <StrictMode>
      <Providers store={store}>
        <App />
      </Providers>
    </StrictMode>,
  );
});
