// @ts-check
// Helpers shared by the dictionaries (the genitive by da, nb, sv; the
// lists by all).

/** `name` in the genitive for Danish, Norwegian and Swedish: "Mørks",
 * "Lys'", "Ljus'" (the apostrophe keeps "Ljus' pjäs" from reading as "a
 * light piece"). */
export const nordicGenitive = (name) => (name.endsWith('s') ? `${name}'` : `${name}s`);

/** `items` (hole names) as a list in words: "B4", "B4 and M3", "A1, B4
 * and M3", with the language's `and` (no comma before it, as all seven
 * write it). */
export const listWords = (items, and) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`);
