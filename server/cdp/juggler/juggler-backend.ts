import type { BrowserModel } from '../model/browser-model';
import type { Backend } from '../model/types';
export class JugglerBackend {
  static async start(_o: { binary: string; headless: boolean; profile?: string }): Promise<Backend & { model: BrowserModel }> {
    throw new Error('todo');
  }
}
