/**
 * Runtime evaluation over BiDi: script.evaluate and script.callFunction in a realm, their results and
 * exceptions as CDP remote objects owned by the realm that ran the code.
 */
import { CdpError } from '../cdp-errors';
import type { BrowserModel } from '../model/browser-model';
import type { CallArgument, EvalOptions, EvalResult } from '../model/types';
import { BidiError, type BidiClient } from './bidi-client';
import { evalError } from './bidi-errors';
import { argumentOf, exceptionOf, remoteObjectOf } from './bidi-values';

/** Evaluates in the realms the model knows. */
export class BidiEvaluation {
  constructor(
    private readonly bidi: BidiClient,
    private readonly model: BrowserModel,
  ) {}

  /**
   * Firefox resolves a context target much faster than a realm target (about 1.1 vs 1.6 ms per
   * call), so a realm the model still knows as current is addressed by its frame and sandbox.
   */
  targetOf(realm: string): object {
    const known = this.model.realmByKey(realm);
    return known?.frameId ? { context: known.frameId, ...(known.name ? { sandbox: known.name } : {}) } : { realm };
  }

  async evaluate(realm: string, expression: string, o: EvalOptions): Promise<EvalResult> {
    const r = await this.bidi
      .send('script.evaluate', {
        expression,
        target: this.targetOf(realm),
        awaitPromise: o.awaitPromise,
        resultOwnership: o.returnByValue ? 'none' : 'root',
        userActivation: o.userGesture,
        serializationOptions: { maxDomDepth: 0, maxObjectDepth: o.returnByValue ? null : 0 },
      })
      .catch(this.evalFailed(realm));
    return this.evalResult(r, realm, o.returnByValue);
  }

  async callFunction(realm: string, declaration: string, thisId: string | undefined, args: CallArgument[], o: EvalOptions): Promise<EvalResult> {
    const params = {
      functionDeclaration: declaration,
      awaitPromise: o.awaitPromise,
      target: this.targetOf(realm),
      arguments: args.map((a) => argumentOf(a, realm)),
      ...(thisId ? { this: argumentOf({ objectId: thisId }, realm) } : {}),
      resultOwnership: o.returnByValue ? 'none' : 'root',
      userActivation: o.userGesture,
      serializationOptions: { maxDomDepth: 0, maxObjectDepth: o.returnByValue ? null : 0 },
    };
    const r = await this.bidi.send('script.callFunction', params).catch(this.evalFailed(realm));
    return this.evalResult(r, realm, o.returnByValue);
  }

  /** Firefox reports dedicated workers' realms but (in 153 ESR) runs no script in them: that is said, not taken for a destroyed context. */
  private evalFailed(realm: string): (err: unknown) => Promise<never> {
    return (err) => {
      const worker = this.model.realmByKey(realm)?.workerId;
      if (worker && err instanceof BidiError) throw new CdpError(`Firefox cannot run scripts in this worker over WebDriver BiDi (${err.message})`);
      throw evalError(err);
    };
  }

  private evalResult(r: any, requested: string, byValue: boolean): EvalResult {
    // Handles belong to the realm that actually ran the code.
    const realm: string = r.realm ?? requested;
    if (r.type === 'exception') {
      const exceptionDetails = exceptionOf(r.exceptionDetails, realm);
      return { result: exceptionDetails.exception!, exceptionDetails };
    }
    return { result: remoteObjectOf(r.result, realm, byValue) };
  }
}
