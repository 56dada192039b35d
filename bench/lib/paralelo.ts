/** Runs `hacer` over `items` with at most `n` at a time; results in the items' order. */
export async function enParalelo<T, R>(
  items: readonly T[],
  n: number,
  hacer: (x: T, i: number) => Promise<R>,
): Promise<R[]> {
  const salida: R[] = new Array<R>(items.length);
  let siguiente = 0;
  const obrero = async () => {
    while (siguiente < items.length) {
      const i = siguiente++;
      salida[i] = await hacer(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, obrero));
  return salida;
}
