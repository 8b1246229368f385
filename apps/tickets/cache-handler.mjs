// The storefront's Next.js cache handler: Next's own (file-system) cache for pages, and optimised pictures kept in
// this process's memory.
//
// Why: pages are kept in memory only (`experimental.isrFlushToDisk: false`, see next.config.ts), and Next 16 ties
// its picture cache to that same switch: without it every /_next/image answer fetched the picture from the pass and
// encoded it to AVIF again, ~250 ms of CPU per picture and visitor (five on the home page), and Lighthouse saw the
// first event's picture, the largest paint of the home page, arrive a second late (2026-11-25). A cache handler
// is the one way Next offers to keep them otherwise.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

/** Bytes of optimised pictures a process keeps; the least recently used go first. */
const PICTURE_BYTES = 64 * 1024 * 1024;

/** Optimised pictures by Next's cache key (source, width, quality, format); a Map keeps use order. */
const pictures = new Map();
let pictureBytes = 0;

function keepPicture(key, entry) {
  const previous = pictures.get(key);
  if (previous) {
    pictures.delete(key);
    pictureBytes -= previous.bytes;
  }
  pictures.set(key, entry);
  pictureBytes += entry.bytes;
  for (const [oldKey, old] of pictures) {
    if (pictureBytes <= PICTURE_BYTES) break;
    pictures.delete(oldKey);
    pictureBytes -= old.bytes;
  }
}

export default class StorefrontCacheHandler extends FileSystemCache {
  async get(key, context) {
    if (context?.kind !== 'IMAGE') return super.get(key, context);
    const entry = pictures.get(key);
    if (!entry) return null;
    keepPicture(key, entry);
    return { lastModified: entry.lastModified, value: entry.value };
  }

  async set(key, data, context) {
    if (context?.kind !== 'IMAGE') return super.set(key, data, context);
    if (!data) return;
    keepPicture(key, { value: data, lastModified: Date.now(), bytes: data.buffer?.byteLength ?? 0 });
  }
}
