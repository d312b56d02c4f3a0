/** node-postgres's own value preparation (pg ships no types for its lib/ files). */
declare module 'pg/lib/utils.js' {
  const utils: {
    /** A parameter as node-postgres sends it: text, null, or a Buffer sent as binary. */
    prepareValue(value: unknown): unknown;
  };
  export default utils;
}
