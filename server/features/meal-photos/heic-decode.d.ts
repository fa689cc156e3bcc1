// heic-decode ships no types: the part of its API Tend calls.
declare module 'heic-decode' {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  function decode(input: { buffer: Uint8Array }): Promise<Decoded>;
  export default decode;
}
