/**
 * A page's inlined stylesheet cut to the rules its markup can use (docs/decisions/103): the client
 * has one stylesheet of about 75 KB (every page's CSS modules, Leaflet's), which a page rendered
 * with its data would otherwise parse and match before its first paint. The whole stylesheet
 * follows the page, fetched without blocking its paint, for what the markup does not show yet (a
 * dialog, another page).
 */

/** The top-level items of minified CSS: `prelude{body}` blocks, braces in strings not counted. */
function blocks(css: string): Array<{ prelude: string; body: string }> {
  const items: Array<{ prelude: string; body: string }> = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        items.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    }
  }
  return items;
}

/** The classes a selector requires, outside parentheses and attribute selectors (`:not(.x)`, `[href$=".pdf"]` require none). */
function requiredClasses(selector: string): string[] {
  let outer = '';
  let depth = 0;
  let inAttribute = false;
  for (const char of selector) {
    if (inAttribute) inAttribute = char !== ']';
    else if (char === '[') inAttribute = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    // A space where something was dropped keeps `.a:not(.b).c` from reading as one class name.
    else outer += depth === 0 ? char : '';
    if (char === ']' || char === ')') outer += ' ';
  }
  return [...outer.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/** Selectors split at their top-level commas. */
function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    if (prelude[i] === '(') depth += 1;
    else if (prelude[i] === ')') depth -= 1;
    else if (prelude[i] === ',' && depth === 0) {
      selectors.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  return [...selectors, prelude.slice(start)];
}

/** A stylesheet parsed once: style rules with the classes each selector requires, group rules with theirs. */
type Rule = { text: string; selectors: string[][] } | { prelude: string; rules: Rule[] } | { text: string };

function parse(css: string): Rule[] {
  return blocks(css).map(({ prelude, body }) => {
    if (/^@(media|supports|layer|container)\b/.test(prelude)) return { prelude, rules: parse(body) };
    if (prelude.startsWith('@')) return { text: `${prelude}{${body}}` }; // @keyframes, @font-face: kept whole
    return { text: `${prelude}{${body}}`, selectors: selectorList(prelude).map(requiredClasses) };
  });
}

/** The rules of which a selector can match markup with only `classes`. */
function rulesFor(rules: Rule[], classes: ReadonlySet<string>): string {
  return rules
    .map((rule) => {
      if ('rules' in rule) {
        const inner = rulesFor(rule.rules, classes);
        return inner && `${rule.prelude}{${inner}}`;
      }
      if (!('selectors' in rule)) return rule.text;
      return rule.selectors.some((required) => required.every((name) => classes.has(name))) ? rule.text : '';
    })
    .join('');
}

/** Every class named in `markup`'s class attributes. */
function classesOf(markup: string): Set<string> {
  return new Set([...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
}

/**
 * `css` cut to the rules `markup` can use: every rule without a class, and every rule one of
 * whose selectors names only classes the markup has (states like `:hover` included).
 */
export function usedStyles(css: string, markup: string): string {
  let rules = parsed.get(css);
  if (!rules) parsed.set(css, (rules = parse(css)));
  return rulesFor(rules, classesOf(markup));
}

/** Each stylesheet parsed once (every template inlines the same one). */
const parsed = new Map<string, Rule[]>();
