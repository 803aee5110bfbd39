import type { ApiConfig } from '../../config';

/** Where uploaded objects' bytes are kept; the database holds who may read them. */
export interface ObjectStore {
  put(id: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under `id`. */
  get(id: string): Promise<Uint8Array | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(id: string): Promise<void>;
}

/** STUB (issue 16, uploads helper replaces it): disk under DATA_DIR or S3 when configured. */
export function createObjectStore(_config: ApiConfig): ObjectStore {
  const objects = new Map<string, Uint8Array>();
  return {
    async put(id, bytes) {
      objects.set(id, bytes);
    },
    async get(id) {
      return objects.get(id) ?? null;
    },
    async delete(id) {
      objects.delete(id);
    },
  };
}
