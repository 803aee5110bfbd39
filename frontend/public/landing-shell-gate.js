// The page for / and /landing arrives with the landing screen already in it, as a first-time
// visitor sees it: signed out, in English. This script (see build/landing-shell-plugin.ts):
// - hides it from someone with a session on this device or who chose another language (they
//   would see the wrong screen until the app starts; base.css hides #root for them), and
// - starts the app's code: after the first paint when the landing shows (its stylesheet and
//   the page have the slow first round trips to themselves), at once when it is hidden.
// The storage keys come from the app's constants, written on this tag by the build.
(() => {
  const gate = document.currentScript;
  let hidden = false;
  try {
    const language = localStorage.getItem(gate.getAttribute('data-language-key'));
    hidden =
      localStorage.getItem(gate.getAttribute('data-session-key')) !== null ||
      (language !== null && language !== 'en');
  } catch {
    // Storage refused (a private window): nothing is stored, so the English landing is right.
  }
  if (hidden) document.documentElement.classList.add('no-shell');

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const file of (gate.getAttribute('data-preload') ?? '').split(' ')) {
      if (!file) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = gate.getAttribute('data-entry');
    document.head.append(script);
  };
  document.addEventListener('DOMContentLoaded', () => {
    if (hidden) return start();
    // After the frame that paints the landing; a tab opened in the background paints no
    // frames, so it starts anyway a moment later.
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 500);
  });
})();
