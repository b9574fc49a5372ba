/**
 * Artifact files (PNG evidence, annotated images, audio) under the data folder, per tenant.
 * With an index, every write is recorded (size, kind, time) for retention and metrics.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { nowIso } from '../ids';
import { FILE_MODE, FOLDER_MODE } from '../private-files';

/**
 * What an artifact is, said by its writer (retention windows and metrics go by it). A module that
 * writes a new kind of file adds its kind here.
 */
export type ArtifactKind = 'screenshot' | 'visual_image' | 'audio';

/** Where written artifacts are recorded. */
export interface ArtifactIndex {
  record(r: { path: string; tenant_id: string; kind: ArtifactKind; bytes: number; created_at: string }): Promise<void>;
}

/** Creates the artifact file store rooted at `<dataDir>/artifacts`. */
export function createArtifactFiles(dataDir: string, index?: ArtifactIndex) {
  const root = path.join(dataDir, 'artifacts');
  return {
    root,
    /** Writes a tenant's artifact of `kind` and returns its path relative to the root. */
    async write(tenantId: string, kind: ArtifactKind, name: string, bytes: Buffer): Promise<string> {
      const rel = path.join(tenantId, name);
      const abs = path.join(root, rel);
      await fs.mkdir(path.dirname(abs), { recursive: true, mode: FOLDER_MODE });
      // Written then renamed, so a crash never leaves a half-written artifact under its final name.
      await fs.writeFile(abs + '.tmp', bytes, { mode: FILE_MODE });
      await fs.rename(abs + '.tmp', abs);
      await index?.record({ path: rel, tenant_id: tenantId, kind, bytes: bytes.length, created_at: nowIso() });
      return rel;
    },
    /** Absolute path of a stored artifact. */
    resolve(rel: string): string {
      const abs = path.resolve(root, rel);
      if (!abs.startsWith(path.resolve(root) + path.sep)) throw new Error(`artifact path escapes the root: ${rel}`);
      return abs;
    },
    /** Deletes a stored artifact; a file already gone is not an error. */
    async remove(rel: string): Promise<void> {
      await fs.rm(this.resolve(rel), { force: true });
    },
  };
}

export type ArtifactFiles = ReturnType<typeof createArtifactFiles>;
