/**
 * The colours an element is painted with, read from the style sheets Chakra
 * injects. jsdom's getComputedStyle neither orders cascade layers nor expands
 * the `background` shorthand nor resolves custom properties, so a test that
 * asks whether text is readable works the cascade out here: unlayered rules
 * over layered ones (later layers over earlier), then specificity, then
 * source order; var() resolved against the element and its ancestors.
 * @media conditions are not evaluated: every rule inside one counts.
 */

interface Declared {
  readonly value: string;
  readonly layer: number;
  readonly specificity: readonly [number, number, number];
  readonly order: number;
}

interface Rule {
  readonly rule: CSSStyleRule;
  readonly layer: number;
  readonly order: number;
}

/** Unlayered rules win over every layer. */
const UNLAYERED = Number.MAX_SAFE_INTEGER;

function styleRules(): Rule[] {
  const layerOrder: string[] = [];
  const rules: Rule[] = [];
  const layerIndex = (name: string) => {
    if (!layerOrder.includes(name)) layerOrder.push(name);
    return layerOrder.indexOf(name);
  };
  const walk = (list: CSSRuleList, layer: number) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSStyleRule) rules.push({ rule, layer, order: rules.length });
      else if (typeof CSSLayerStatementRule !== 'undefined' && rule instanceof CSSLayerStatementRule)
        rule.nameList.forEach(layerIndex);
      else if (typeof CSSLayerBlockRule !== 'undefined' && rule instanceof CSSLayerBlockRule)
        walk(rule.cssRules, layerIndex(rule.name));
      else if (rule instanceof CSSMediaRule) walk(rule.cssRules, layer);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, UNLAYERED);
  return rules;
}

/** Splits on commas outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

type Specificity = [number, number, number];

const higher = (a: readonly number[], b: readonly number[]) => {
  for (let at = 0; at < 3; at += 1) if (a[at] !== b[at]) return a[at]! > b[at]!;
  return false;
};

function specificityOf(selector: string): Specificity {
  const total: Specificity = [0, 0, 0];
  let rest = selector;
  // :is(), :not() and :has() count as their most specific argument, :where() as nothing.
  rest = rest.replace(/:(is|not|has|where)\(((?:[^()]|\([^()]*\))*)\)/g, (_, name: string, args: string) => {
    if (name !== 'where') {
      const best = splitTopLevel(args)
        .map(specificityOf)
        .reduce((a, b) => (higher(b, a) ? b : a), [0, 0, 0] as Specificity);
      best.forEach((count, at) => (total[at] += count));
    }
    return ' ';
  });
  rest = rest.replace(/\[[^\]]*\]/g, () => {
    total[1] += 1;
    return ' ';
  });
  total[0] += (rest.match(/#[\w-]+/g) ?? []).length;
  total[1] += (rest.match(/\.[\w-]+/g) ?? []).length;
  total[1] += (rest.match(/(^|[^:]):(?!:)[\w-]+/g) ?? []).length;
  total[2] += (rest.match(/::[\w-]+/g) ?? []).length;
  total[2] += (rest.replace(/[.#:][\w-]+/g, ' ').match(/(^|[\s>+~])[a-zA-Z][\w-]*/g) ?? []).length;
  return total;
}

function matchingSpecificity(element: Element, selectorText: string): Specificity | undefined {
  let best: Specificity | undefined;
  for (const selector of splitTopLevel(selectorText)) {
    let matches: boolean;
    try {
      matches = element.matches(selector);
    } catch {
      // A selector jsdom cannot read (e.g. :host) matches nothing here.
      matches = false;
    }
    if (!matches) continue;
    const specificity = specificityOf(selector);
    if (!best || higher(specificity, best)) best = specificity;
  }
  return best;
}

const wins = (a: Declared, b: Declared) =>
  a.layer !== b.layer
    ? a.layer > b.layer
    : higher(a.specificity, b.specificity) ||
      (a.specificity.join() === b.specificity.join() && a.order > b.order);

/** The value the cascade gives a property of an element, before var() is resolved. */
function declaredValue(element: Element, properties: readonly string[], rules: readonly Rule[]) {
  let best: Declared | undefined;
  for (const { rule, layer, order } of rules) {
    const value = properties.map((property) => rule.style.getPropertyValue(property)).find(Boolean);
    if (!value) continue;
    const specificity = matchingSpecificity(element, rule.selectorText);
    if (!specificity) continue;
    const candidate = { value: value.trim(), layer, specificity, order };
    if (!best || wins(candidate, best)) best = candidate;
  }
  const inline =
    element instanceof HTMLElement
      ? properties.map((p) => element.style.getPropertyValue(p)).find(Boolean)
      : '';
  return inline || best?.value;
}

/** Replaces every var() with the custom property's value where the element stands, its fallback, or ''. */
function resolveVars(element: Element, value: string, rules: readonly Rule[], depth = 0): string {
  if (depth > 20) return value;
  return value.replace(
    /var\((--[\w-]+)\s*(?:,\s*((?:[^()]|\([^()]*\))*))?\)/g,
    (_, name: string, fallback?: string) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const own = declaredValue(at, [name], rules);
        if (own) return resolveVars(at, own, rules, depth + 1);
      }
      return fallback ? resolveVars(element, fallback, rules, depth + 1) : '';
    },
  );
}

/**
 * A property's value as the cascade gives it to an element, var() resolved.
 * Rules inside @media count as matching, so responsive values read as on the
 * widest screen.
 */
export function cascadedStyle(element: Element, property: string): string | undefined {
  const rules = styleRules();
  const declared = declaredValue(element, [property], rules);
  return declared === undefined ? undefined : resolveVars(element, declared, rules);
}

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

function parseColor(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'transparent' || value === '') return { r: 0, g: 0, b: 0, a: 0 };
  if (value === 'white') return { r: 255, g: 255, b: 255, a: 1 };
  if (value === 'black') return { r: 0, g: 0, b: 0, a: 1 };
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b, a = 255] = full.match(/../g)!.map((pair) => parseInt(pair, 16));
    return { r: r!, g: g!, b: b!, a: a / 255 };
  }
  const rgb = /^rgba?\(([^)]*)\)$/.exec(value)?.[1];
  if (rgb) {
    const [r, g, b, a = '1'] = rgb.split(/[\s,/]+/).filter(Boolean);
    return { r: Number(r), g: Number(g), b: Number(b), a: Number(a) };
  }
  return undefined;
}

/** A colour seen through a translucent one laid over it. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function paintedColor(element: Element, properties: readonly string[], rules: readonly Rule[]) {
  const declared = declaredValue(element, properties, rules);
  if (!declared) return undefined;
  const resolved = resolveVars(element, declared, rules);
  const color = parseColor(resolved);
  if (!color) throw new Error(`Cannot read the colour '${resolved}' (from '${declared}')`);
  return color;
}

/** The text colour and the opaque background behind it, as the browser would paint them. */
export function paintedColors(element: Element): { color: Rgba; background: Rgba } {
  const rules = styleRules();
  let color: Rgba | undefined;
  for (let at: Element | null = element; at && !color; at = at.parentElement) {
    color = paintedColor(at, ['color'], rules);
  }
  const layers: Rgba[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) {
    const background = paintedColor(at, ['background-color', 'background'], rules);
    if (background && background.a > 0) layers.push(background);
    if (background?.a === 1) break;
  }
  const background = layers.reduceRight((below, layer) => over(layer, below), {
    r: 255,
    g: 255,
    b: 255,
    a: 1,
  } as Rgba);
  return { color: over(color ?? { r: 0, g: 0, b: 0, a: 1 }, background), background };
}

const luminance = ({ r, g, b }: Rgba) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** The WCAG contrast ratio of an element's text against its background (1 to 21). */
export function textContrast(element: Element): number {
  const { color, background } = paintedColors(element);
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
