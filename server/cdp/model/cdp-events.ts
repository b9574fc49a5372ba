/**
 * Every CDP event the proxy can send. Emitting code is typed against this list, and
 * /json/protocol is generated from it and the method table, so the advertised protocol is
 * exactly what the proxy speaks.
 */
export const CDP_EVENTS = [
  'CSS.styleSheetAdded',
  'Fetch.authRequired',
  'Fetch.requestPaused',
  'Inspector.targetCrashed',
  'Log.entryAdded',
  'Network.loadingFailed',
  'Network.loadingFinished',
  'Network.requestServedFromCache',
  'Network.requestWillBeSent',
  'Network.responseReceived',
  'Page.domContentEventFired',
  'Page.fileChooserOpened',
  'Page.frameAttached',
  'Page.frameDetached',
  'Page.frameNavigated',
  'Page.frameStartedLoading',
  'Page.frameStoppedLoading',
  'Page.javascriptDialogClosed',
  'Page.javascriptDialogOpening',
  'Page.lifecycleEvent',
  'Page.loadEventFired',
  'Page.navigatedWithinDocument',
  'Performance.metrics',
  'Runtime.bindingCalled',
  'Runtime.consoleAPICalled',
  'Runtime.exceptionThrown',
  'Runtime.executionContextCreated',
  'Runtime.executionContextDestroyed',
  'Target.attachedToTarget',
  'Target.detachedFromTarget',
  'Target.targetCreated',
  'Target.targetDestroyed',
  'Target.targetInfoChanged',
] as const;

/** The name of a CDP event the proxy sends. */
export type CdpEvent = (typeof CDP_EVENTS)[number];
