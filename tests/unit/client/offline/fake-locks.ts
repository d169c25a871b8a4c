// A navigator.locks double with exclusive locks granted in request order, honouring the abort signal of a waiter.
type Waiter = { name: string; grant: () => void; signal?: AbortSignal };

export function fakeLocks() {
  const held = new Set<string>();
  const queue: Waiter[] = [];
  const names: string[] = [];

  const grantNext = (name: string) => {
    const index = queue.findIndex((waiter) => waiter.name === name);
    if (index >= 0) queue.splice(index, 1)[0]!.grant();
  };

  return {
    requested: () => [...names],
    waiting: () => queue.length,
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
      names.push(name);
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          void callback()
            .then(resolve, reject)
            .finally(() => {
              held.delete(name);
              grantNext(name);
            });
        };
        if (!held.has(name)) {
          run();
          return;
        }
        const waiter: Waiter = { name, grant: run, signal: options.signal };
        queue.push(waiter);
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
      });
    },
  };
}
