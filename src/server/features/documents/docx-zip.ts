import { inflateRawSync } from "node:zlib";

// A DOCX is a zip. Before a Word reader inflates it, this reads the zip's own table of contents (the
// central directory) and refuses archives that would expand far beyond their size: a 5 MB upload must
// not become gigabytes in memory. The declared sizes are then checked against the real data, since a
// forged directory can understate them and the reader trusts the data, not the directory.

export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalUncompressed: 50 * 1024 * 1024,
  maxRatio: 100,
  // Below this an entry cannot hurt whatever its ratio, and short repetitive XML parts compress well.
  ratioFloor: 100 * 1024,
};

export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };
export type ZipVerdict = { ok: true; entries: ZipEntry[] } | { ok: false; reason: "unreadable" | "zip-bomb" };

type DirectoryEntry = ZipEntry & { method: number; flags: number; localHeaderOffset: number };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

export function inspectZip(bytes: Buffer): ZipVerdict {
  const entries = readDirectory(bytes);
  if (entries === "too-many") return { ok: false, reason: "zip-bomb" };
  if (!entries) return { ok: false, reason: "unreadable" };
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize >= ZIP_LIMITS.ratioFloor && ratio > ZIP_LIMITS.maxRatio) {
      return { ok: false, reason: "zip-bomb" };
    }
  }
  if (total > ZIP_LIMITS.maxTotalUncompressed) return { ok: false, reason: "zip-bomb" };
  for (const entry of entries) {
    const problem = checkData(bytes, entry);
    if (problem) return { ok: false, reason: problem };
  }
  return {
    ok: true,
    entries: entries.map(({ name, compressedSize, uncompressedSize }) => ({
      name,
      compressedSize,
      uncompressedSize,
    })),
  };
}

/** The central directory's entries; null when there is none to read. */
function readDirectory(bytes: Buffer): DirectoryEntry[] | "too-many" | null {
  const end = findEndOfDirectory(bytes);
  if (end < 0) return null;
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  if (start + size > end) return null;
  const entries: DirectoryEntry[] = [];
  for (let at = start; at < start + size; ) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    if (entries.length >= ZIP_LIMITS.maxEntries) return "too-many";
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const entry: DirectoryEntry = {
      name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    };
    const extra = bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    if (!applyZip64(entry, extra)) return null;
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The end-of-directory record sits in the last 22 bytes plus a comment of up to 64 KB. */
function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** Sizes too big for 32 bits live in a zip64 extra field; a CV never needs them, but a bomb may. */
function applyZip64(entry: DirectoryEntry, extra: Buffer): boolean {
  const fields = ["uncompressedSize", "compressedSize", "localHeaderOffset"] as const;
  const needed = fields.filter((field) => entry[field] === ZIP64_MARKER);
  if (needed.length === 0) return true;
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001 && length >= needed.length * 8 && at + 4 + length <= extra.length) {
      needed.forEach((field, i) => {
        entry[field] = Number(extra.readBigUInt64LE(at + 4 + i * 8));
      });
      return true;
    }
    at += 4 + length;
  }
  return false;
}

/** Inflates the entry no further than its declared size: more data than declared is a forged directory. */
function checkData(bytes: Buffer, entry: DirectoryEntry): "unreadable" | "zip-bomb" | null {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) return "unreadable";
  // Bit 0: encrypted, which no Word reader opens without the password.
  if (entry.flags & 1) return "unreadable";
  const dataStart = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
  if (data.length !== entry.compressedSize) return "unreadable";
  if (entry.method === STORED) return data.length === entry.uncompressedSize ? null : "unreadable";
  if (entry.method !== DEFLATED) return "unreadable";
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(entry.uncompressedSize, 1) });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" ? "zip-bomb" : "unreadable";
  }
  return inflated.length === entry.uncompressedSize ? null : "unreadable";
}
