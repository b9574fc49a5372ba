/**
 * Copies text to the clipboard and says so.
 */
import { useState } from 'react';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  // Plain-HTTP origins other than localhost have no clipboard API; the old selection copy still works.
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** A button that copies `text`. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onClick = () =>
    copyText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <button type="button" className="small" onClick={onClick} onBlur={() => setState('idle')}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
    </button>
  );
}
