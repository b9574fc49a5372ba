/**
 * Artifact files (PNG evidence, annotated images, audio) under the data folder, per tenant.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Creates the artifact file store rooted at `<dataDir>/artifacts`. */
export function createArtifactFiles(dataDir: string) {
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
      return rel;
    },
    /** Absolute path of a stored artifact. */
    resolve(rel: string): string {
      const abs = path.resolve(root, rel);
      if (!abs.startsWith(path.resolve(root) + path.sep)) throw new Error(`artifact path escapes the root: ${rel}`);
      return abs;
    },
  };
}

export type ArtifactFiles = ReturnType<typeof createArtifactFiles>;
