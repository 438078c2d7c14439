import './styles.css';
import { turnOffZodEval } from './lib/zod-without-eval';

// Before any of the app's chunks loads zod (lib/zod-without-eval.ts).
turnOffZodEval();

const container = document.getElementById('root')!;
// A page rendered ahead (apps/web/scripts/prerender.mjs) is already there to read; the frame sent
// with every other page (data-shell) is only there to paint something early, and the app renders
// over it.
const isRenderedAhead = container.firstElementChild !== null && container.dataset.shell === undefined;

// A page rendered ahead is painted before the app's code is even fetched: downloading and
// evaluating ~150 KB of JavaScript first would hold its first paint back on a slow phone
// (decision 040). Every other page needs the app to show its content, so it loads at once.
const afterFirstPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
// The page's own media come first: the load event waits for a video's first frame and the
// images, which would otherwise share a slow connection with the app's code and paint later.
const afterPageLoad = () =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else window.addEventListener('load', resolve, { once: true });
  });
// React DOM, the largest module, is asked for on its own as well: the browser then evaluates it in
// a task of its own as soon as it arrives, instead of in one long task with the rest of the app,
// so a tap during loading waits less.
const loadApp = () => {
  void import('react-dom/client');
  return import('./start-app');
};
const appLoaded = isRenderedAhead ? afterPageLoad().then(afterFirstPaint).then(loadApp) : loadApp();

// No top-level await: it would make the bundler split the app's shared modules into many chunks.
void appLoaded.then(({ startApp }) => startApp(container, { isRenderedAhead }));
