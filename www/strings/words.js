// @ts-check
// Helpers shared by the Nordic dictionaries (da, nb, sv).

/** `name` in the genitive for Danish, Norwegian and Swedish: "Mørks",
 * "Lys'", "Ljus'" (the apostrophe keeps "Ljus' pjäs" from reading as "a
 * light piece"). */
export const nordicGenitive = (name) => (name.endsWith('s') ? `${name}'` : `${name}s`);
