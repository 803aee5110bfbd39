/**
 * Runs tasks one after another per key, on this node: a task waits for the key's previous one to
 * settle (whatever its outcome), and keys run independently. A key leaves the map once its last
 * task is done, so idle keys cost nothing.
 */
export class OneAtATime {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const turn = (this.#tails.get(key) ?? Promise.resolve()).then(task);
    const settled = turn.catch(() => {});
    this.#tails.set(key, settled);
    void settled.then(() => {
      if (this.#tails.get(key) === settled) this.#tails.delete(key);
    });
    return turn;
  }
}
