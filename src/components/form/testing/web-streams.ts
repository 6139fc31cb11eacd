// jest-fixed-jsdom 0.0.9 hands jsdom Node's ReadableStream and TransformStream but not
// WritableStream, which msw 2 needs as soon as it is imported. Import this file first.
import { WritableStream as NodeWritableStream } from 'node:stream/web';

if (typeof globalThis.WritableStream === 'undefined') {
  globalThis.WritableStream = NodeWritableStream as unknown as typeof globalThis.WritableStream;
}
