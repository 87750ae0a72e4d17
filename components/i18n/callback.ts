/**
 * The texts of the standalone OAuth callback page (dist/oauth-callback.html), in every built-in locale. A table
 * of its own: the page is shown for a moment and must stay a few hundred bytes, not load the viewer's tables.
 */
import type { Locale } from './match-locale.js';

export interface CallbackTexts {
  /** The page title while the result is handed over. */
  title: string;
  nothingToDo: string;
  openerGone: string;
  failed: string;
  signedIn: string;
}

export const callbackTexts: Record<Locale, CallbackTexts> = {
  en: {
    title: 'Signing in…',
    nothingToDo: 'This page receives OAuth sign-in results for the API reference. There is nothing to do here.',
    openerGone: 'The API reference page that started the sign-in could not be reached. Close this window and try again.',
    failed: 'Sign-in failed; the reason is shown in the API reference page. You can close this window.',
    signedIn: 'Signed in. You can close this window.',
  },
  de: {
    title: 'Anmeldung läuft…',
    nothingToDo: 'Diese Seite empfängt OAuth-Anmeldeergebnisse für die API-Referenz. Hier gibt es nichts zu tun.',
    openerGone: 'Die Seite der API-Referenz, die die Anmeldung gestartet hat, ist nicht erreichbar. Schließen Sie dieses Fenster und versuchen Sie es erneut.',
    failed: 'Die Anmeldung ist fehlgeschlagen; der Grund wird auf der Seite der API-Referenz angezeigt. Sie können dieses Fenster schließen.',
    signedIn: 'Angemeldet. Sie können dieses Fenster schließen.',
  },
  fr: {
    title: 'Connexion en cours…',
    nothingToDo: 'Cette page reçoit les résultats de connexion OAuth pour la référence de l’API. Il n’y a rien à faire ici.',
    openerGone: 'La page de la référence de l’API qui a lancé la connexion est injoignable. Fermez cette fenêtre et réessayez.',
    failed: 'La connexion a échoué ; la raison est affichée dans la page de la référence de l’API. Vous pouvez fermer cette fenêtre.',
    signedIn: 'Connecté. Vous pouvez fermer cette fenêtre.',
  },
  es: {
    title: 'Iniciando sesión…',
    nothingToDo: 'Esta página recibe los resultados de inicio de sesión OAuth para la referencia de la API. Aquí no hay nada que hacer.',
    openerGone: 'No se pudo contactar con la página de la referencia de la API que inició la sesión. Cierre esta ventana y vuelva a intentarlo.',
    failed: 'El inicio de sesión falló; el motivo se muestra en la página de la referencia de la API. Puede cerrar esta ventana.',
    signedIn: 'Sesión iniciada. Puede cerrar esta ventana.',
  },
  'pt-BR': {
    title: 'Entrando…',
    nothingToDo: 'Esta página recebe resultados de login OAuth para a referência da API. Não há nada a fazer aqui.',
    openerGone: 'Não foi possível alcançar a página da referência da API que iniciou o login. Feche esta janela e tente novamente.',
    failed: 'O login falhou; o motivo aparece na página da referência da API. Você pode fechar esta janela.',
    signedIn: 'Login concluído. Você pode fechar esta janela.',
  },
  ja: {
    title: 'サインインしています…',
    nothingToDo: 'このページは API リファレンスの OAuth サインイン結果を受け取ります。ここで行う操作はありません。',
    openerGone: 'サインインを開始した API リファレンスのページに接続できませんでした。このウィンドウを閉じて、もう一度お試しください。',
    failed: 'サインインに失敗しました。理由は API リファレンスのページに表示されます。このウィンドウは閉じてかまいません。',
    signedIn: 'サインインしました。このウィンドウは閉じてかまいません。',
  },
  'zh-CN': {
    title: '正在登录…',
    nothingToDo: '此页面接收 API 参考文档的 OAuth 登录结果。这里无需任何操作。',
    openerGone: '无法连接发起登录的 API 参考页面。请关闭此窗口后重试。',
    failed: '登录失败；原因显示在 API 参考页面中。您可以关闭此窗口。',
    signedIn: '已登录。您可以关闭此窗口。',
  },
  ar: {
    title: 'جارٍ تسجيل الدخول…',
    nothingToDo: 'تستقبل هذه الصفحة نتائج تسجيل الدخول عبر OAuth لمرجع الواجهة البرمجية. لا شيء يلزم فعله هنا.',
    openerGone: 'تعذّر الوصول إلى صفحة مرجع الواجهة البرمجية التي بدأت تسجيل الدخول. أغلق هذه النافذة وحاول مجددًا.',
    failed: 'فشل تسجيل الدخول؛ يظهر السبب في صفحة مرجع الواجهة البرمجية. يمكنك إغلاق هذه النافذة.',
    signedIn: 'تم تسجيل الدخول. يمكنك إغلاق هذه النافذة.',
  },
};
