import type { Traducciones } from '../es';

export const conexion: Traducciones['conexion'] = {
  titulo: '连接',
  enlaceLogin: '配置连接',
  volver: '返回',
  web: {
    explicacion:
      '在浏览器中，应用始终使用打开此页面的服务器：{{origen}}。如需更换，请打开另一台服务器的地址。',
  },
  form: {
    modo: '平台在哪里？',
    local: '在这台电脑上（本地）',
    localDetalle: '数据保存在这台电脑上，无需联网。',
    centro: '中心服务器',
    centroDetalle: '中心的所有电脑共享用户、课程和学习进度。',
    url: '服务器地址',
    urlAyuda: '例如：http://192.168.1.10:8080',
    urlVacia: '请输入服务器地址。',
    urlInvalida: '地址必须以 http:// 或 https:// 开头。',
    probar: '测试连接',
    probando: '正在测试…',
    guardar: '保存',
    guardando: '正在保存…',
    pruebaNecesaria: '保存前请先测试连接。',
    guardado: '连接已保存。应用将使用新服务器重新加载。',
    sinCambios: '连接已保存。',
  },
  indicador: {
    etiqueta: '连接：{{modo}}，{{estado}}',
    local: '本地',
    centro: '中心',
    enLinea: '在线',
    sinConexion: '离线',
  },
};
