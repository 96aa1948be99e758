// The page side of the WebDriver shopper (webdriver-shopper.ts): finds an element as a shopper
// names it, by role and accessible name, as Playwright's getByRole does for the other engines.
// A plain function: it is sent to the page as source text and run there, so it may use nothing
// from outside itself. The roles and names cover what this shop's markup uses, not all of ARIA.

/** What a step looks for: a role and its accessible name, or visible text (role 'text'). */
export interface Target {
  role: string;
  /** The name, exactly, or a pattern (source and flags) it must match. */
  name?: string | { source: string; flags: string };
  /** Only inside the element this target finds (a dialog, a list item, a region). */
  within?: Target;
  /** The heading level, for role 'heading'. */
  level?: number;
}

/**
 * The visible elements `target` finds, first the one a shopper would see first. Runs in the page.
 * Elements a modal dialog makes inert are not found, as a screen reader would not find them.
 */
export function findAll(target: Target, root: Element | Document = document): Element[] {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const implicitRole = (el: Element): string | null => {
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    if (tag === 'button' || (tag === 'input' && ['button', 'submit', 'reset'].includes(type)))
      return 'button';
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'input' && type === 'checkbox') return 'checkbox';
    if (tag === 'input' && type === 'radio') return 'radio';
    if (tag === 'input' && type === 'search') return 'searchbox';
    if (tag === 'input' && !['hidden', 'file', 'range', 'color'].includes(type)) return 'textbox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'select') return 'combobox';
    if (tag === 'option') return 'option';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'li') return 'listitem';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'nav') return 'navigation';
    if (tag === 'main') return 'main';
    if (tag === 'aside') return 'complementary';
    if (tag === 'output') return 'status';
    if (tag === 'img' && el.getAttribute('alt') !== '') return 'img';
    if (tag === 'section' && (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')))
      return 'region';
    if (tag === 'fieldset') return 'group';
    return null;
  };
  const roleOf = (el: Element) => el.getAttribute('role')?.split(' ')[0] ?? implicitRole(el);
  const textOf = (el: Element): string => {
    if (el.closest('[aria-hidden="true"]') && el !== document.body) return '';
    let text = '';
    for (const node of el.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
      else if (node instanceof Element) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || node.getAttribute('aria-hidden') === 'true') continue;
        // A control inside a label names itself; the label's name is its own text.
        if (['SELECT', 'INPUT', 'TEXTAREA'].includes(node.tagName)) continue;
        text += ` ${node.getAttribute('aria-label') ?? (node.tagName === 'IMG' ? (node.getAttribute('alt') ?? '') : textOf(node))} `;
      }
    }
    return clean(text);
  };
  const byIds = (ids: string) =>
    clean(
      ids
        .split(/\s+/)
        .map((id) => {
          const el = document.getElementById(id);
          return el ? textOf(el) || clean(el.textContent) : '';
        })
        .join(' '),
    );
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement
    ) {
      const labels = el.labels ? [...el.labels].map(textOf).join(' ') : '';
      return clean(labels || el.getAttribute('placeholder') || el.getAttribute('title'));
    }
    if (el.tagName === 'IMG') return clean(el.getAttribute('alt'));
    const role = roleOf(el);
    if (role && ['dialog', 'region', 'navigation', 'list', 'group', 'complementary', 'main'].includes(role))
      return '';
    return textOf(el) || clean(el.getAttribute('title'));
  };
  const matches = (text: string, name: Target['name']) =>
    name === undefined ||
    (typeof name === 'string' ? text === name : new RegExp(name.source, name.flags).test(text));
  const visible = (el: Element) => {
    if (el.closest('[inert]')) return false;
    const open = document.querySelector('dialog[open]:modal');
    if (open && !open.contains(el)) return false;
    if (typeof (el as HTMLElement).checkVisibility === 'function')
      return (el as HTMLElement).checkVisibility({ visibilityProperty: true } as never);
    const box = el.getBoundingClientRect();
    return box.width > 0 || box.height > 0;
  };
  const scopes = target.within ? findAll(target.within, root) : [root];
  const found: Element[] = [];
  for (const scope of scopes) {
    const candidates = [...scope.querySelectorAll('*')];
    for (const el of candidates) {
      if (!visible(el)) continue;
      if (target.role === 'text') {
        // The innermost element whose own text matches: as getByText finds it.
        const own = textOf(el);
        if (!own || !matches(own, target.name)) continue;
        if ([...el.children].some((child) => matches(textOf(child), target.name))) continue;
        found.push(el);
        continue;
      }
      if (roleOf(el) !== target.role) continue;
      if (target.level !== undefined && el.tagName.toLowerCase() !== `h${target.level}`) continue;
      if (!matches(nameOf(el), target.name)) continue;
      found.push(el);
    }
  }
  return [...new Set(found)];
}

/**
 * Whether the service worker controls the page and the kept query cache (IndexedDB, decision 028)
 * holds a query whose key contains `part`. Runs in the page.
 */
export async function keptOffline(part: string): Promise<boolean> {
  if (!navigator.serviceWorker?.controller) return false;
  if (!(await indexedDB.databases()).some((db) => db.name === 'storefront')) return false;
  return new Promise((resolve) => {
    const open = indexedDB.open('storefront');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('kv')) return resolve(false);
      const all = db.transaction('kv').objectStore('kv').getAll();
      all.onerror = () => resolve(false);
      all.onsuccess = () =>
        resolve(
          (all.result as { clientState?: { queries?: { queryKey: unknown }[] } }[]).some((client) =>
            (client.clientState?.queries ?? []).some((query) =>
              JSON.stringify(query.queryKey).includes(part),
            ),
          ),
        );
    };
  });
}
