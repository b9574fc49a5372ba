/**
 * The display of the fake Android device: a Chromium page sized as a 1080×2400 phone (360×800 at
 * 3× density) showing a launcher, a shop app's product screen, a list of 20 products and the recents
 * screen. `screencap` is a screenshot of it, `screenrecord` its screencast encoded live (fake-screenrecord.ts), `input` becomes clicks, keys and typing on it,
 * `uiautomator dump` is its DOM written as Android's window hierarchy, and it writes logcat lines.
 */
import type { Browser, Page } from 'puppeteer-core';
import type { FakeScreen } from './adb-server-stand-in';
import { fakeScreenrecord } from './fake-screenrecord';

/** Density of the fake phone: CSS pixels × 3 = device pixels. */
export const DENSITY = 3;
/** The portrait display in CSS pixels (1080×2400 device pixels). */
const PORTRAIT = { width: 360, height: 800 };

/** The product the shop screen shows, as a test expects to read it back. */
export const PRODUCT = { name: 'Aurora Desk Lamp', price: '$49.90', brand: 'Lumio', sku: 'AL-2041', stock: 'In stock' };
/** The 20 rows of the list screen. */
export const LIST_ROWS = Array.from({ length: 20 }, (_, i) => ({ name: `Product ${i + 1}`, price: `$${(10 + i * 2.5).toFixed(2)}` }));

const APP_HTML = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>
  body { margin: 0; font: 14px sans-serif; background: #fafafa; }
  .bar { background: #3f51b5; color: #fff; padding: 12px 16px; font-size: 18px; }
  .screen { display: none; } .screen.on { display: block; }
  .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 24px; padding: 40px 24px; }
  .icon { height: 72px; border-radius: 16px; background: #e0e0e0; display: flex; align-items: center; justify-content: center; }
  .pair { display: flex; justify-content: space-between; padding: 10px 16px; border-bottom: 1px solid #ddd; }
  .big { font-size: 22px; padding: 16px; } .price { font-size: 20px; color: #c62828; padding: 0 16px 12px; }
  button { margin: 16px; padding: 12px 18px; font-size: 16px; }
  .row { display: flex; justify-content: space-between; padding: 7px 16px; border-bottom: 1px solid #eee; }
  #cart { position: absolute; right: 16px; top: 12px; }
  input { margin: 0 16px; width: 300px; font-size: 16px; }
  #busy { display: none; position: absolute; left: 0; top: 44px; width: 60px; height: 4px; background: #ff9800; }
  body.busy #busy { display: block; animation: busy 1s linear infinite; }
  @keyframes busy { from { left: 0; } to { left: 300px; } }
</style></head><body>
<div class="bar" data-class="android.widget.TextView" data-rid="android:id/title" id="title">Launcher</div>
<div data-class="android.widget.TextView" data-rid="com.example.shop:id/cart" id="cart" style="color:#fff">Cart: 0</div>
<div id="busy"></div>
<div class="screen on" id="home" data-class="android.widget.GridView" data-rid="com.android.launcher:id/apps">
  <div class="grid">
    <div class="icon" data-class="android.widget.TextView" aria-label="Shop" onclick="go('product')">Shop</div>
    <div class="icon" data-class="android.widget.TextView" aria-label="Settings">Settings</div>
    <div class="icon" data-class="android.widget.TextView" aria-label="Chrome">Chrome</div>
  </div>
</div>
<div class="screen" id="product" data-class="android.widget.LinearLayout" data-rid="com.example.shop:id/product">
  <div class="big" data-class="android.widget.TextView" data-rid="com.example.shop:id/name">${PRODUCT.name}</div>
  <div class="price" data-class="android.widget.TextView" data-rid="com.example.shop:id/price">${PRODUCT.price}</div>
  <div class="pair" data-class="android.widget.LinearLayout"><span data-class="android.widget.TextView" data-rid="com.example.shop:id/label">Brand</span><span data-class="android.widget.TextView" data-rid="com.example.shop:id/value">${PRODUCT.brand}</span></div>
  <div class="pair" data-class="android.widget.LinearLayout"><span data-class="android.widget.TextView" data-rid="com.example.shop:id/label">SKU</span><span data-class="android.widget.TextView" data-rid="com.example.shop:id/value">${PRODUCT.sku}</span></div>
  <div class="pair" data-class="android.widget.LinearLayout"><span data-class="android.widget.TextView" data-rid="com.example.shop:id/label">Availability</span><span data-class="android.widget.TextView" data-rid="com.example.shop:id/value">${PRODUCT.stock}</span></div>
  <input id="note" data-class="android.widget.EditText" data-rid="com.example.shop:id/note" placeholder="Note to seller" aria-label="Note to seller">
  <div><button data-class="android.widget.Button" data-rid="com.example.shop:id/add" onclick="add()">Add to cart</button>
  <button data-class="android.widget.Button" data-rid="com.example.shop:id/all" onclick="go('list')">All products</button></div>
</div>
<div class="screen" id="list" data-class="androidx.recyclerview.widget.RecyclerView" data-rid="com.example.shop:id/products">
  ${LIST_ROWS.map((r) => `<div class="row" data-class="android.widget.LinearLayout" data-rid="com.example.shop:id/row"><span data-class="android.widget.TextView" data-rid="com.example.shop:id/row_name">${r.name}</span><span data-class="android.widget.TextView" data-rid="com.example.shop:id/row_price">${r.price}</span></div>`).join('')}
</div>
<div class="screen" id="recents" data-class="android.widget.FrameLayout" data-rid="com.android.systemui:id/recents">
  <div class="big" data-class="android.widget.TextView">Recent apps</div>
</div>
<script>
  const titles = { home: 'Launcher', product: 'Shop', list: 'All products', recents: 'Recents' };
  let cart = 0;
  function show(name) {
    for (const s of document.querySelectorAll('.screen')) s.classList.toggle('on', s.id === name);
    document.getElementById('title').textContent = titles[name];
    window.log?.('I', 'ShopApp', 'screen ' + name);
  }
  function go(name) { history.pushState(name, '', '#' + name); show(name); }
  function add() { cart++; document.getElementById('cart').textContent = 'Cart: ' + cart; window.log?.('I', 'ShopApp', 'added to cart: ' + cart); }
  window.addEventListener('popstate', (e) => show(e.state || 'home'));
  history.replaceState('home', '', '#home');
</script></body></html>`;

/** Reads the page's visible elements as Android's window hierarchy XML (bounds in device pixels). */
function dumpScript(density: number, pkg: string): string {
  return `(() => {
    const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const node = (el, index) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return '';
      const kids = [...el.children].map((c, i) => node(c, i)).join('');
      const own = el.dataset.class ? el : null;
      const leaf = own && !el.querySelector('[data-class]');
      const text = leaf ? (el.value !== undefined && el.tagName === 'INPUT' ? el.value : el.textContent.trim()) : '';
      if (!own) return kids;
      const b = '[' + Math.round(r.left * ${density}) + ',' + Math.round(r.top * ${density}) + '][' + Math.round(r.right * ${density}) + ',' + Math.round(r.bottom * ${density}) + ']';
      const clickable = el.tagName === 'BUTTON' || !!el.onclick;
      return '<node index="' + index + '" text="' + esc(text) + '" resource-id="' + esc(el.dataset.rid || '') + '" class="' + el.dataset.class + '" package="${pkg}" content-desc="' + esc(el.getAttribute('aria-label') || '') + '" checkable="false" checked="false" clickable="' + clickable + '" enabled="true" focusable="' + clickable + '" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="' + b + '"' + (kids ? '>' + kids + '</node>' : ' />');
    };
    const w = Math.round(innerWidth * ${density}), h = Math.round(innerHeight * ${density});
    return "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\\"" + (innerWidth > innerHeight ? 1 : 0) + "\\"><node index=\\"0\\" text=\\"\\" resource-id=\\"\\" class=\\"android.widget.FrameLayout\\" package=\\"${pkg}\\" content-desc=\\"\\" bounds=\\"[0,0][" + w + "," + h + "]\\">" + [...document.body.children].map((c, i) => node(c, i)).join('') + '</node></hierarchy>';
  })()`;
}

/** Android key codes `input keyevent` takes, and what the fake phone does on each. */
const KEYS: Record<string, (p: Page) => Promise<unknown>> = {
  '4': (p) => p.evaluate('history.length > 1 ? history.back() : show("home")'),
  KEYCODE_BACK: (p) => KEYS['4'](p),
  '3': (p) => p.evaluate('go("home")'),
  KEYCODE_HOME: (p) => KEYS['3'](p),
  '187': (p) => p.evaluate('go("recents")'),
  KEYCODE_APP_SWITCH: (p) => KEYS['187'](p),
};

/** A running fake display. */
export interface FakeAppScreen extends FakeScreen {
  page: Page;
  /** Turns the phone (2400×1080) or back upright. */
  rotate(landscape: boolean): Promise<void>;
  /** Shows one of the screens directly: home, product, list, recents. */
  show(name: 'home' | 'product' | 'list' | 'recents'): Promise<void>;
  /** Runs (or stops) a progress bar that moves on every display frame, as a loading app does. */
  animate(on: boolean): Promise<void>;
}

const two = (n: number, w = 2) => String(n).padStart(w, '0');
/** A logcat line in `-v threadtime` format. */
function threadtime(level: string, tag: string, msg: string, pid = 4321): string {
  const d = new Date();
  return `${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.${two(d.getMilliseconds(), 3)}  ${pid}  ${pid + 7} ${level} ${tag}: ${msg}`;
}

/** Opens the fake phone's display in `browser`. */
export async function openFakeApp(browser: Browser): Promise<FakeAppScreen> {
  const page = await browser.newPage();
  await page.setViewport({ ...PORTRAIT, deviceScaleFactor: DENSITY, isMobile: true, hasTouch: false });
  const listeners = new Set<(line: string) => void>();
  const emit = (level: string, tag: string, msg: string) => {
    const line = threadtime(level, tag, msg);
    for (const l of listeners) l(line);
  };
  await page.exposeFunction('log', emit);
  await page.setContent(APP_HTML);
  // The background chatter of a phone: a few system lines a second at every level.
  let n = 0;
  const chatter = setInterval(() => {
    n++;
    emit(['V', 'D', 'I', 'W', 'E'][n % 5], n % 2 ? 'ActivityManager' : 'chatty', `system message ${n}`);
  }, 200);
  chatter.unref();
  page.once('close', () => clearInterval(chatter));
  const toCss = (v: string) => Number(v) / DENSITY;
  const recorder = fakeScreenrecord(page, DENSITY);
  // Screenshots, input and turning take turns: puppeteer restores the viewport a screenshot started
  // with, and a click dispatched while one is taken can be lost.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  const input = async (args: string[]) => {
    const [cmd, ...a] = args;
    if (cmd === 'tap') await page.mouse.click(toCss(a[0]), toCss(a[1]));
    else if (cmd === 'swipe') {
      const [x1, y1, x2, y2, ms] = a.map(Number);
      await page.mouse.move(x1 / DENSITY, y1 / DENSITY);
      await page.mouse.down();
      if (x1 === x2 && y1 === y2) emit('I', 'InputDispatcher', `long press at ${x1},${y1} for ${ms ?? 300} ms`);
      await page.mouse.move(x2 / DENSITY, y2 / DENSITY, { steps: 5 });
      await page.mouse.up();
    } else if (cmd === 'text') await page.keyboard.type(a.join(' ').replace(/%s/g, ' '));
    else if (cmd === 'keyevent' && KEYS[a[0]]) await KEYS[a[0]](page);
    else throw new Error(`input: unknown command ${args.join(' ')}`);
    emit('D', 'InputDispatcher', `input ${args.join(' ')}`);
  };
  return {
    page,
    async screencap() {
      return Buffer.from(await inTurn(() => page.screenshot({ type: 'png', optimizeForSpeed: true, captureBeyondViewport: false })));
    },
    screenrecord: () => recorder.open(),
    input: (args) => inTurn(() => input(args)),
    async uiDump() {
      return page.evaluate(dumpScript(DENSITY, 'com.example.shop')) as Promise<string>;
    },
    async launch(pkg) {
      if (pkg === 'com.example.shop') await page.evaluate('go("product")');
      emit('I', 'ActivityManager', `Start proc ${pkg}`);
    },
    logcat(line) {
      listeners.add(line);
      return () => listeners.delete(line);
    },
    async rotate(landscape) {
      await inTurn(() =>
        page.setViewport({
          width: landscape ? PORTRAIT.height : PORTRAIT.width,
          height: landscape ? PORTRAIT.width : PORTRAIT.height,
          deviceScaleFactor: DENSITY,
          isMobile: true,
        }),
      );
      recorder.endAll();
    },
    async show(name) {
      await page.evaluate(`go(${JSON.stringify(name)})`);
    },
    async animate(on) {
      await page.evaluate(`document.body.classList.toggle('busy', ${on})`);
    },
  };
}
