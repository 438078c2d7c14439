import { themeStorageKey } from './constants';

/**
 * The first thing every page runs: it applies the stored or system theme before the first paint,
 * so a dark-mode reader never sees a white flash. Inline in the HTML, so the paint waits for no
 * request; the server's script policy allows exactly this text by its hash.
 * Not in the package's index: the app loads the index whole for its schemas, and this text is
 * for the HTML and the server only.
 */
export const themeBootScript = `try{var t=localStorage.getItem('${themeStorageKey}');if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')}catch(e){}`;
