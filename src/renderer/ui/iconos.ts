/**
 * The icons the app uses, by what they mean here, taken from @fluentui/react-icons (the
 * 20 px regular set Fluent's own buttons use). Each is a named re-export, so the bundle keeps
 * only these few icons of the package. Decorative: Fluent renders them `aria-hidden`; the
 * control that holds one carries the accessible name.
 */
export {
  Add20Regular as IconoAgregar,
  Alert20Regular as IconoCampana,
  ArrowDownload20Regular as IconoDescargar,
  ArrowUpload20Regular as IconoSubir,
  Book20Regular as IconoLibro,
  BookAdd20Regular as IconoLeccionNueva,
  Checkmark20Regular as IconoCheck,
  ChevronLeft20Regular as IconoIzquierda,
  ChevronRight20Regular as IconoDerecha,
  ClipboardTask20Regular as IconoEvaluacion,
  Comment20Regular as IconoComentarios,
  DataBarVertical20Regular as IconoInforme,
  Delete20Regular as IconoBorrar,
  Dismiss20Regular as IconoCerrar,
  Edit20Regular as IconoEditar,
  FullScreenMaximize20Regular as IconoPantallaCompleta,
  Key20Regular as IconoLlave,
  Library20Regular as IconoBiblioteca,
  LockClosed20Regular as IconoCandado,
  LockOpen20Regular as IconoCandadoAbierto,
  Map20Regular as IconoMapa,
  Navigation20Regular as IconoMenu,
  Pause20Regular as IconoPausa,
  People20Regular as IconoPersonas,
  Ribbon20Regular as IconoCertificado,
  Pin16Regular as IconoPin,
  Play20Regular as IconoPlay,
  Print20Regular as IconoImprimir,
  Settings20Regular as IconoEngranaje,
  ShieldPerson20Regular as IconoRol,
  SignOut20Regular as IconoSalir,
  Stop20Regular as IconoDetener,
  ThumbDislike20Regular as IconoNoMeGusta,
  ThumbLike20Regular as IconoMeGusta,
} from '@fluentui/react-icons';
