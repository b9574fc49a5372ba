/**
 * Artifact files (PNG evidence, annotated images, audio) under the data folder, per tenant.
 * With an index, every write is recorded (size, kind, time) for retention and metrics.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { nowIso } from '../ids';

/** Where written artifacts are recorded. */
export interface ArtifactIndex {
  record(r: { path: string; tenant_id: string; kind: string; bytes: number; created_at: string }): Promise<void>;
}

/** The kind of an artifact, from the name its writer gave it. */
export function artifactKind(name: string): string {
  if (name.endsWith('-evidence.png')) return 'screenshot';
  if (name.endsWith('-visual.png')) return 'visual_image';
  return path.extname(name).slice(1) || 'file';
}

/** Creates the artifact file store rooted at `<dataDir>/artifacts`. */
export function createArtifactFiles(dataDir: string, index?: ArtifactIndex) {
  const root = path.join(dataDir, 'artifacts');
  return {
    root,
    /** Writes bytes for a tenant and returns the path relative to the root. */
    async write(tenantId: string, name: string, bytes: Buffer): Promise<string> {
      const rel = path.join(tenantId, name);
      const abs = path.join(root, rel);
      await fs.mkdir(path.dirname(abs), { recursive: true });
      // Written then renamed, so a crash never leaves a half-written artifact under its final name.
      await fs.writeFile(abs + '.tmp', bytes);
      await fs.rename(abs + '.tmp', abs);
      await index?.record({ path: rel, tenant_id: tenantId, kind: artifactKind(name), bytes: bytes.length, created_at: nowIso() });
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
