/**
 * Browser.grantPermissions, resetPermissions and setPermission over the backend's permission
 * states. CDP names permissions its own way (videoCapture); the backend takes W3C names (camera).
 */
import { invalidParams, methodNotFound } from '../cdp-errors';
import type { Handler, HandlerContext } from '../transport/connection';

const W3C_NAMES: Record<string, string[]> = {
  audioCapture: ['microphone'],
  videoCapture: ['camera'],
  clipboardReadWrite: ['clipboard-read', 'clipboard-write'],
  clipboardSanitizedWrite: ['clipboard-write'],
  durableStorage: ['persistent-storage'],
  midiSysex: ['midi'],
  sensors: ['accelerometer', 'gyroscope', 'magnetometer'],
  wakeLockScreen: ['screen-wake-lock'],
};

/** W3C permission names for a CDP PermissionType: the table above, else backgroundSync → background-sync. */
export function w3cPermissionNames(cdpName: string): string[] {
  return W3C_NAMES[cdpName] ?? [cdpName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)];
}

async function setState(
  ctx: HandlerContext,
  method: string,
  p: { origin?: string; browserContextId?: string },
  names: string[],
  state: 'granted' | 'denied' | 'prompt',
): Promise<void> {
  if (!ctx.backend.setPermissions) throw methodNotFound(method);
  // Firefox keys permissions by origin; Chrome's "every origin" has no equivalent there.
  if (!p.origin) throw invalidParams(`${method}: origin is required on Firefox`);
  const origin = new URL(p.origin).origin;
  await ctx.backend.setPermissions(p.browserContextId, origin, names, state);
  const key = p.browserContextId ?? '';
  const grants = ctx.model.permissionGrants.get(key) ?? new Set<string>();
  ctx.model.permissionGrants.set(key, grants);
  for (const name of names) grants[state === 'prompt' ? 'delete' : 'add'](`${origin} ${name}`);
}

/** Handlers of Browser's permission methods. */
export const permissionHandlers: Record<string, Handler> = {
  'Browser.grantPermissions': async (ctx, p: { permissions: string[]; origin?: string; browserContextId?: string }) => {
    await setState(ctx, 'Browser.grantPermissions', p, (p.permissions ?? []).flatMap(w3cPermissionNames), 'granted');
    return {};
  },
  'Browser.setPermission': async (
    ctx,
    p: { permission: { name: string }; setting: 'granted' | 'denied' | 'prompt'; origin?: string; browserContextId?: string },
  ) => {
    await setState(ctx, 'Browser.setPermission', p, [p.permission.name], p.setting);
    return {};
  },
  'Browser.resetPermissions': async (ctx, p: { browserContextId?: string }) => {
    const grants = ctx.model.permissionGrants.get(p.browserContextId ?? '') ?? new Set<string>();
    for (const grant of [...grants]) {
      const [origin, name] = grant.split(' ');
      await setState(ctx, 'Browser.resetPermissions', { origin, browserContextId: p.browserContextId }, [name], 'prompt');
    }
    return {};
  },
};
