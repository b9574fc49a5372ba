// Puppeteer must never download a browser here: the system Chromium/Firefox are used.
module.exports = { skipDownload: true };
