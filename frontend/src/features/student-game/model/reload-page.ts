/**
 * Play again (spec section 2: "reloads the page"): a fresh page gives a fresh game and seed.
 * A development `?seed=` is dropped so the new game is not the same one again.
 */
export function reloadPage(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.has('seed')) {
    url.searchParams.delete('seed');
    window.location.assign(url.toString());
  } else {
    window.location.reload();
  }
}
