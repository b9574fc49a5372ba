/**
 * Page.setBypassCSP for a policy a document declares in a `<meta http-equiv="Content-Security-Policy">`
 * element. Firefox applies such a policy as its parser inserts the element, and has no switch to ignore
 * it; WebDriver BiDi cannot rewrite a response body either (network.provideResponse takes a body only
 * before the request is sent). Firefox's own network observers can: in BiDi's chrome scope
 * (bidi-chrome.ts) the proxy listens to the HTML documents of the bypassing tabs as they arrive, through
 * `nsITraceableChannel`, and renames the element's `http-equiv` attribute to `data-bypassed-http-equiv`,
 * so the document loads exactly as served but without that policy. A compressed document is decoded and
 * encoded again (gzip and deflate; one in another encoding keeps its policy). While no tab bypasses, no
 * observer is registered. Without the chrome scope the `<meta>` policy still applies.
 */
import type { ContextOverrides } from './bidi-chrome';

/**
 * Runs in a browser window with the BiDi ids of the bypassing tabs: registers the observer (once,
 * found again by its marker from any window), updates its tabs, or removes it when there are none.
 */
const SET_TABS = `(ids) => {
  const { NavigableManager } = ChromeUtils.importESModule('chrome://remote/content/shared/NavigableManager.sys.mjs');
  const TOPICS = ['http-on-examine-response', 'http-on-examine-cached-response', 'http-on-examine-merged-response'];
  const browsers = new Set(ids.map((id) => NavigableManager.getBrowsingContextById(id)?.browserId).filter((b) => b !== undefined));
  const mine = [...Services.obs.enumerateObservers(TOPICS[0])].map((o) => o.wrappedJSObject).find((o) => o?.pluckMetaCsp);
  if (mine) {
    mine.browsers = browsers;
    if (!browsers.size) for (const topic of TOPICS) Services.obs.removeObserver(mine, topic);
    return;
  }
  if (!browsers.size) return;
  const LISTENER = ChromeUtils.generateQI(['nsIStreamListener', 'nsIRequestObserver']);
  const converters = Cc['@mozilla.org/streamConverters;1'].getService(Ci.nsIStreamConverterService);
  const META = /<meta\\b[^>]*>/gi;
  const POLICY = /(\\s)(http-equiv\\s*=\\s*(["']?)\\s*content-security-policy\\s*\\3)(?=[\\s\\/>])/i;
  const read = (stream, count) => {
    const bytes = Cc['@mozilla.org/binaryinputstream;1'].createInstance(Ci.nsIBinaryInputStream);
    bytes.setInputStream(stream);
    return bytes.readBytes(count);
  };
  const streamOf = (text) => {
    const stream = Cc['@mozilla.org/io/string-input-stream;1'].createInstance(Ci.nsIStringInputStream);
    stream.setByteStringData(text);
    return stream;
  };
  // Renames the attribute in the document's bytes as they come; a tag cut by a chunk's end waits for the next.
  const rewriter = (sink) => {
    let held = '';
    let offset = 0;
    const emit = (request, text) => {
      if (!text) return;
      sink.onDataAvailable(request, streamOf(text), offset, text.length);
      offset += text.length;
    };
    return {
      QueryInterface: LISTENER,
      onStartRequest() {},
      onDataAvailable(request, stream, _offset, count) {
        let text = held + read(stream, count);
        held = '';
        const open = text.lastIndexOf('<');
        if (open >= 0 && text.indexOf('>', open) < 0 && text.length - open < 4096) {
          held = text.slice(open);
          text = text.slice(0, open);
        }
        emit(request, text.replace(META, (tag) => tag.replace(POLICY, '$1data-bypassed-$2')));
      },
      onStopRequest(request) {
        emit(request, held.replace(META, (tag) => tag.replace(POLICY, '$1data-bypassed-$2')));
        held = '';
      },
    };
  };
  const observer = {
    pluckMetaCsp: true,
    browsers,
    observe(subject) {
      const channel = subject.QueryInterface(Ci.nsIHttpChannel);
      const { loadInfo } = channel;
      const type = loadInfo.externalContentPolicyType;
      if (type !== Ci.nsIContentPolicy.TYPE_DOCUMENT && type !== Ci.nsIContentPolicy.TYPE_SUBDOCUMENT) return;
      if (!this.browsers.has(loadInfo.browsingContext?.browserId)) return;
      if (channel.contentType !== 'text/html' && channel.contentType !== 'application/xhtml+xml') return;
      let encoding = '';
      try {
        encoding = channel.getResponseHeader('Content-Encoding').trim().toLowerCase();
      } catch {}
      if (encoding === 'identity') encoding = '';
      let next;
      const toNext = { QueryInterface: LISTENER, onStartRequest() {}, onStopRequest() {}, onDataAvailable: (...a) => next.onDataAvailable(...a) };
      let encoder, head;
      try {
        encoder = encoding && converters.asyncConvertData('uncompressed', encoding, toNext, null);
        const plain = rewriter(encoder || toNext);
        head = encoding ? converters.asyncConvertData(encoding, 'uncompressed', plain, null) : plain;
      } catch {
        return;
      }
      next = channel.QueryInterface(Ci.nsITraceableChannel).setNewListener({
        QueryInterface: LISTENER,
        onStartRequest(request) {
          next.onStartRequest(request);
          head.onStartRequest(request);
          if (encoder) encoder.onStartRequest(request);
        },
        onDataAvailable: (...a) => head.onDataAvailable(...a),
        onStopRequest(request, status) {
          head.onStopRequest(request, status);
          if (encoder) encoder.onStopRequest(request, status);
          next.onStopRequest(request, status);
        },
      });
    },
  };
  observer.wrappedJSObject = observer;
  for (const topic of TOPICS) Services.obs.addObserver(observer, topic);
}`;

/** The tabs whose documents load without their `<meta>` policies. */
export class MetaPolicies {
  constructor(private readonly chrome: ContextOverrides) {}

  /** Neutralises `<meta>` policies in the documents the given tabs load from now on (and only theirs). */
  async bypass(pageIds: Iterable<string>): Promise<void> {
    if (!this.chrome.enabled) return;
    const ids = [...pageIds].map((value) => ({ type: 'string', value }));
    const r = await this.chrome.run(SET_TABS, [{ type: 'array', value: ids }]);
    if (r.type === 'exception') throw new Error(`Firefox could not bypass <meta> policies: ${r.exceptionDetails?.text}`);
  }
}
