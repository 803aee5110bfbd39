import { join } from 'node:path';
import type { ApiConfig } from '../../config';
import { createDiskObjectStore } from './disk-object-store';
import { createS3ObjectStore } from './s3-object-store';

/** Where uploaded objects' bytes are kept; the database holds who may read them. */
export interface ObjectStore {
  put(id: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under `id`. */
  get(id: string): Promise<Uint8Array | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(id: string): Promise<void>;
}

/** The folder of the disk store: `<DATA_DIR>/objects`. */
export function objectsDir(config: Pick<ApiConfig, 'dataDir'>): string {
  return join(config.dataDir, 'objects');
}

/**
 * The store the configuration names: an S3-compatible bucket when S3_BUCKET is set, otherwise
 * files under `<DATA_DIR>/objects`.
 */
export function createObjectStore(config: Pick<ApiConfig, 'dataDir' | 's3'>): ObjectStore {
  return config.s3 ? createS3ObjectStore(config.s3) : createDiskObjectStore(objectsDir(config));
}
