// Uploaded files behind one interface: a folder under $DATA_DIR by default, an S3-compatible bucket when configured.
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { dataDir, settings } from "./env.server.ts";

export interface StoredFile {
  bucket: string;
  key: string;
  url: string;
}

export interface Storage {
  readonly kind: "disk" | "s3";
  put(bucket: string, key: string, body: Uint8Array, contentType: string): Promise<StoredFile>;
  delete(bucket: string, key: string): Promise<void>;
  publicUrl(bucket: string, key: string): string;
  /** Readiness: throws unless files can be stored (disk: the folder is writable; S3: the bucket answers). */
  check(): Promise<void>;
}

/** Public path prefix of files kept on disk; `server/app.ts` serves it. */
export const FILES_PATH = "/files";

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Bucket and key come from our own code, but a path is checked anyway: no `..`, no absolute paths. */
export function assertSafeKey(bucket: string, key: string) {
  const segments = [bucket, ...key.split("/")];
  if (segments.some((segment) => !SAFE_SEGMENT.test(segment) || segment.includes(".."))) {
    throw new Error(`Unsafe storage key: ${bucket}/${key}`);
  }
}

export function createDiskStorage(
  root: string,
  baseUrl: string,
): Storage & { resolve(bucket: string, key: string): string } {
  const resolve = (bucket: string, key: string) => {
    assertSafeKey(bucket, key);
    return path.join(root, bucket, ...key.split("/"));
  };
  const url = (bucket: string, key: string) => `${baseUrl.replace(/\/$/, "")}${FILES_PATH}/${bucket}/${key}`;
  return {
    kind: "disk",
    resolve,
    publicUrl: url,
    async put(bucket, key, body) {
      const file = resolve(bucket, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body, { flag: "wx" });
      return { bucket, key, url: url(bucket, key) };
    },
    async delete(bucket, key) {
      await fs.rm(resolve(bucket, key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      const probe = path.join(root, `.ready-${process.pid}-${Date.now()}`);
      await fs.writeFile(probe, "");
      await fs.rm(probe, { force: true });
    },
  };
}

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle: boolean;
}

type S3Sender = Pick<S3Client, "send">;

/** Our buckets (e.g. `tournament-images`) become key prefixes inside the one configured S3 bucket. */
export function createS3Storage(options: S3Options, client: S3Sender = newS3Client(options)): Storage {
  const base = (
    options.publicUrl ??
    (options.endpoint
      ? `${options.endpoint.replace(/\/$/, "")}/${options.bucket}`
      : `https://${options.bucket}.s3.${options.region}.amazonaws.com`)
  ).replace(/\/$/, "");
  const objectKey = (bucket: string, key: string) => {
    assertSafeKey(bucket, key);
    return `${bucket}/${key}`;
  };
  const url = (bucket: string, key: string) => `${base}/${objectKey(bucket, key)}`;
  return {
    kind: "s3",
    publicUrl: url,
    async put(bucket, key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(bucket, key),
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return { bucket, key, url: url(bucket, key) };
    },
    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
    },
  };
}

function newS3Client(options: S3Options) {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
}

export const filesDir = path.join(dataDir, "files");

// Site-relative URLs keep working when the public address changes (as the demo images do).
export const diskStorage = createDiskStorage(filesDir, "");

export const storage: Storage = settings.S3_BUCKET
  ? createS3Storage({
      bucket: settings.S3_BUCKET,
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      accessKeyId: settings.S3_ACCESS_KEY_ID!,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
      publicUrl: settings.S3_PUBLIC_URL,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    })
  : diskStorage;
