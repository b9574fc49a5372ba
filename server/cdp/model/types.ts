/**
 * The neutral model's vocabulary: what a backend (BiDi, Juggler) must offer the CDP layer.
 * Value shapes follow CDP's own (RemoteObject, exceptionDetails, cookies) because that is what
 * clients consume; backends translate into them once, at their edge.
 */

/** CDP Runtime.RemoteObject. */
export interface RemoteObject {
  type: string;
  subtype?: string;
  className?: string;
  value?: unknown;
  unserializableValue?: string;
  description?: string;
  objectId?: string;
}

/** CDP Runtime.ExceptionDetails. */
export interface ExceptionDetails {
  exceptionId: number;
  text: string;
  lineNumber: number;
  columnNumber: number;
  url?: string;
  stackTrace?: { callFrames: { functionName: string; url: string; lineNumber: number; columnNumber: number; scriptId: string }[] };
  exception?: RemoteObject;
  executionContextId?: number;
}

/** Outcome of an evaluation: a value or a thrown exception. */
export interface EvalResult {
  result: RemoteObject;
  exceptionDetails?: ExceptionDetails;
}

/** CDP Runtime.CallArgument. */
export interface CallArgument {
  value?: unknown;
  unserializableValue?: string;
  objectId?: string;
}

/** How an evaluation returns. */
export interface EvalOptions {
  returnByValue: boolean;
  awaitPromise: boolean;
  userGesture: boolean;
}

/** How the proxy's own page-side computations run: a value back, nothing awaited, no user gesture. */
export const BY_VALUE: EvalOptions = { returnByValue: true, awaitPromise: false, userGesture: false };

/** CDP Input.dispatchMouseEvent parameters. */
export interface MouseInput {
  type: 'mouseMoved' | 'mousePressed' | 'mouseReleased' | 'mouseWheel';
  x: number;
  y: number;
  button?: string;
  buttons?: number;
  clickCount?: number;
  modifiers?: number;
  deltaX?: number;
  deltaY?: number;
}

/** CDP Input.dispatchTouchEvent parameters. */
export interface TouchInput {
  type: 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel';
  touchPoints: { x: number; y: number; id?: number }[];
  modifiers?: number;
}

/** CDP Input.dispatchKeyEvent parameters. */
export interface KeyInput {
  type: 'keyDown' | 'rawKeyDown' | 'keyUp' | 'char';
  key?: string;
  code?: string;
  text?: string;
  windowsVirtualKeyCode?: number;
  modifiers?: number;
  location?: number;
  autoRepeat?: boolean;
}

/** A screenshot request after CDP parameters were interpreted. */
export interface ScreenshotRequest {
  format: 'png' | 'jpeg' | 'webp';
  quality?: number;
  /** In document coordinates, CSS pixels. */
  clip?: { x: number; y: number; width: number; height: number };
  /** Without a clip: the whole document, not just the viewport (CDP captureBeyondViewport). */
  wholeDocument?: boolean;
  /** Output pixels per CSS pixel relative to the page's own device pixel ratio (CDP clip.scale). */
  scale?: number;
}

/** A PDF print request, lengths in centimetres. */
export interface PrintRequest {
  landscape: boolean;
  background: boolean;
  scale: number;
  page: { width: number; height: number };
  margin: { top: number; bottom: number; left: number; right: number };
  /** Page numbers and ranges ("3", "5-7"); empty for all pages. */
  pageRanges: string[];
}

/** CDP Network.Cookie. */
export interface Cookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  size: number;
  httpOnly: boolean;
  secure: boolean;
  session: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

/** CDP Network.CookieParam (what clients send to set a cookie). */
export interface CookieParam {
  name: string;
  value: string;
  url?: string;
  domain?: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  expires?: number;
}

/** What DOM.describeNode needs from the backend. */
export interface NodeFacts {
  /** Backend-specific token that can later resolve the node again in another realm. */
  token: string;
  nodeType: number;
  nodeName: string;
  localName: string;
  nodeValue: string;
  childNodeCount: number;
  /** For iframe elements: the frame they host. */
  contentFrameId?: string;
}

/** A CDP header entry (Fetch uses lists, not objects). */
export interface HeaderEntry {
  name: string;
  value: string;
}

/** How a paused request goes on: CDP Fetch.continueRequest, continueResponse, fulfillRequest, failRequest, continueWithAuth. */
export type Resumption =
  | { kind: 'continue'; url?: string; method?: string; headers?: HeaderEntry[]; postData?: string }
  | { kind: 'continueResponse'; status?: number; phrase?: string; headers?: HeaderEntry[] }
  | { kind: 'fulfill'; status: number; phrase?: string; headers: HeaderEntry[]; body?: string }
  | { kind: 'fail'; errorReason: string }
  | { kind: 'auth'; response: 'Default' | 'CancelAuth' | 'ProvideCredentials'; username?: string; password?: string };

/** Request interception, for backends that can pause requests (BiDi). */
export interface Interception {
  /** Re-reads a page's interceptors from the model and pauses that page's requests accordingly. */
  sync(pageId: string): Promise<void>;
  /** Lets a paused request (by its Fetch requestId) go on. */
  resume(requestId: string, how: Resumption): Promise<void>;
  /** Page.setBypassCSP: a page's responses from now on reach it without their Content-Security-Policy headers. */
  bypassCsp(pageId: string, enabled: boolean): Promise<void>;
}

/** CDP Browser.Bounds of a browser window. */
export interface WindowBounds {
  left: number;
  top: number;
  width: number;
  height: number;
  windowState: 'normal' | 'minimized' | 'maximized' | 'fullscreen';
}

/** A per-page emulation a backend may be able to apply (null clears an override). */
export type EmulationSetting =
  | { kind: 'timezone'; timezoneId: string | null }
  | { kind: 'locale'; locale: string | null }
  | { kind: 'geolocation'; coordinates: { latitude: number; longitude: number; accuracy: number } | null }
  | { kind: 'orientation'; orientation: { type: string; angle: number } | null }
  | { kind: 'cacheDisabled'; disabled: boolean }
  | { kind: 'offline'; offline: boolean }
  /** Touch events (TouchEvent, ontouchstart) in documents loaded from then on. */
  | { kind: 'touch'; enabled: boolean }
  /** CSS media type ('' for the browser's own) and media features by name (prefers-color-scheme…), as CDP's setEmulatedMedia. */
  | { kind: 'media'; type: string; features: Record<string, string> }
  | { kind: 'scriptDisabled'; disabled: boolean };

/** Where a browser context's downloads go: the browser's own default, nowhere, or a folder. */
export type DownloadBehavior = 'default' | 'deny' | { folder: string };

/**
 * What a navigation came to, as Page.navigate answers it: no loaderId when it stayed in the document, an errorText when
 * it failed, isDownload when the response became a download.
 */
export type NavigateResult = { loaderId?: string; errorText?: string; isDownload?: boolean };

/** The commands a backend offers; state changes flow back through BrowserModel. */
export interface Backend {
  readonly name: 'bidi' | 'juggler';
  /** "Firefox/153.7.0"-style product string. */
  readonly product: string;
  readonly userAgent: string;
  /** Creates a browser context; `ignoreCertificateErrors` overrides the browser's own setting for it. */
  createContext(options?: { ignoreCertificateErrors?: boolean }): Promise<string>;
  removeContext(browserContextId: string): Promise<void>;
  /** Opens a tab; resolves with its page id once the model knows the page. */
  newPage(browserContextId: string | undefined): Promise<string>;
  /** Closes a tab; with runBeforeUnload the page may stay (a beforeunload dialog it shows can keep it), and its removal comes as an event. */
  closePage(pageId: string, runBeforeUnload?: boolean): Promise<void>;
  /** Starts a navigation; resolves once it committed or failed. */
  navigate(frameId: string, url: string, referrer?: string): Promise<NavigateResult>;
  reload(pageId: string): Promise<void>;
  /** Makes a page the selected tab of its window (its document becomes visible, the others hidden); absent where the backend cannot. */
  activatePage?(pageId: string): Promise<void>;
  /** Goes back (negative) or forward in a page's session history; absent where the backend cannot. */
  traverseHistory?(pageId: string, delta: number): Promise<void>;
  /** Stops a service worker (Target.closeTarget on its target); absent where the backend cannot. */
  stopServiceWorker?(workerId: string): Promise<void>;
  evaluate(realmKey: string, expression: string, options: EvalOptions): Promise<EvalResult>;
  callFunction(realmKey: string, declaration: string, thisId: string | undefined, args: CallArgument[], options: EvalOptions): Promise<EvalResult>;
  releaseObject(objectId: string): Promise<void>;
  /** Which realm an objectId lives in. */
  realmOfObject(objectId: string): string | undefined;
  createIsolatedWorld(frameId: string, worldName: string): Promise<string>;
  addScriptToNewDocument(pageId: string, source: string, worldName: string | undefined): Promise<string>;
  removeScriptToNewDocument(pageId: string, identifier: string): Promise<void>;
  describeNode(objectId: string): Promise<NodeFacts>;
  resolveNode(token: string, realmKey: string): Promise<RemoteObject>;
  screenshot(pageId: string, request: ScreenshotRequest): Promise<string>;
  /** Prints the page to PDF, resolving with the file base64-encoded; absent where the backend cannot. */
  printToPDF?(pageId: string, request: PrintRequest): Promise<string>;
  setViewport(pageId: string, viewport: { width: number; height: number; deviceScaleFactor: number } | null): Promise<void>;
  setUserAgent(pageId: string, userAgent: string | null): Promise<void>;
  setExtraHeaders(pageId: string, headers: Record<string, string>): Promise<void>;
  dispatchMouse(pageId: string, input: MouseInput): Promise<void>;
  dispatchKey(pageId: string, input: KeyInput): Promise<void>;
  /** Touch input; absent where the backend has none (the method then answers -32601). */
  dispatchTouch?(pageId: string, input: TouchInput): Promise<void>;
  getCookies(browserContextId: string | undefined): Promise<Cookie[]>;
  setCookie(browserContextId: string | undefined, cookie: CookieParam): Promise<void>;
  deleteCookies(browserContextId: string | undefined, filter: { name: string; domain?: string; path?: string; url?: string }): Promise<void>;
  getResponseBody(requestId: string): Promise<{ body: string; base64Encoded: boolean }>;
  /** A request's body (Network.getRequestPostData); absent where the backend cannot read it. */
  getRequestPostData?(requestId: string): Promise<string>;
  /** Accepts or dismisses the open JavaScript dialog of a page. */
  handleDialog(pageId: string, accept: boolean, promptText?: string): Promise<void>;
  /** Applies an emulation to a page; absent where the backend has none (the method then answers -32601). */
  emulate?(pageId: string, setting: EmulationSetting): Promise<void>;
  /** Whether `emulate` can apply this setting (where absent: every setting, if `emulate` is there). */
  emulates?(setting: EmulationSetting): boolean;
  /** Sets the state of W3C-named permissions for an origin in a browser context. */
  setPermissions?(browserContextId: string | undefined, origin: string, names: string[], state: 'granted' | 'denied' | 'prompt'): Promise<void>;
  /** Sets what becomes of a browser context's downloads; absent where the backend cannot (the browser's default stays). */
  setDownloadBehavior?(browserContextId: string, behavior: DownloadBehavior): Promise<void>;
  /** The node token of the element (iframe) hosting a child frame. */
  frameOwner?(frameId: string): Promise<string>;
  /** Sets the files of a file input, by node token, in the frame that holds it. */
  setInputFiles?(frameId: string, token: string, files: string[]): Promise<void>;
  /** Exposes a binding (Runtime.addBinding) in a page's main world or its worlds named `worldName`; calls come back as Runtime.bindingCalled page events. */
  addBinding?(pageId: string, name: string, worldName: string): Promise<void>;
  removeBinding?(pageId: string, name: string): Promise<void>;
  /**
   * Security.setIgnoreCertificateErrors for browser contexts; rejects, saying why, for contexts whose
   * setting the browser fixes at their creation. Absent where the backend cannot check certificates.
   */
  ignoreCertificateErrors?(browserContextIds: string[], ignore: boolean): Promise<void>;
  /** Browser windows (Browser.getWindowForTarget, getWindowBounds, setWindowBounds); absent where the backend has none to report. */
  readonly windows?: {
    ofPage(pageId: string): Promise<{ windowId: number; bounds: WindowBounds }>;
    bounds(windowId: number): Promise<WindowBounds>;
    setBounds(windowId: number, bounds: Partial<WindowBounds>): Promise<void>;
  };
  /** Request interception; absent where the backend cannot pause requests. */
  readonly interception?: Interception;
  /** Closes the browser (idempotent). */
  close(): Promise<void>;
}
