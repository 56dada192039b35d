import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { crearClienteFetch } from './app/clienteHttp';
import { TIMEOUT_API_MS } from './app/httpArchivos';
import { Providers } from './app/providers';
import { crearStore } from './app/store';
import { restaurarSesion } from './features/auth';
import i18n, { guardarIdioma, idiomaListo } from './i18n';
import { getPlatform } from './platform';
import './app/global.css';

const contenedor = document.getElementById('root');
if (!contenedor) throw new Error('index.html no tiene el elemento #root');

i18n.on('languageChanged', (idioma) => {
  document.documentElement.lang = idioma;
  guardarIdioma(idioma);
  document.title = i18n.t('comun.app.titulo');
});

// Same origin: the server serves this client and the API, so URLs stay relative. No axios
// here (issue 18): uploads and downloads make theirs on first use (app/httpArchivos.ts).
const store = crearStore({
  platform: getPlatform(),
  api: crearClienteFetch({ timeout: TIMEOUT_API_MS }),
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
