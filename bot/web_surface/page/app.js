// A placeholder: the live board's page (docs/live-board.md) replaces this file.
// The SDK is at /sdk/<the same stamp as this file's>/index.mjs.
const stamp = new URL(import.meta.url).pathname.split("/")[2];
export const sdkUrl = `/sdk/${stamp}/index.mjs`;
