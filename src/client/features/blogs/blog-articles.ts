/** Our own answers to web-development questions we get asked, shown on /blogs. */
export interface BlogArticle {
  slug: string;
  question: string;
  /** Paragraphs of the answer, in order. */
  answer: string[];
  /** An optional short example, shown after the answer. */
  example?: { caption: string; code: string };
}

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'react-state',
    question: 'How should I manage state in a React application?',
    answer: [
      'Start by asking where each piece of state really belongs. Most of it is local: whether a menu is open, what is typed into an input. Keep that in useState inside the component that uses it, and lift it to the nearest common parent only when two siblings need it.',
      'Data that comes from a server is a different kind of state: it is a cached copy of something you do not own. A query library such as TanStack Query (which this shop uses, through tRPC) keeps that cache, deduplicates requests, refetches when it goes stale and gives you loading and error states for free. Copying server data into useState by hand is the most common source of stale screens.',
      'State that should survive a reload or be shareable, such as a search term or the current page, belongs in the URL. Context is for values many components read but that rarely change, like the theme or the signed-in user. Reach for an external store only when you have genuinely global client state that changes often.',
    ],
    example: {
      caption: 'Server state through a query hook, with its loading and error states',
      code: `const products = useQuery(trpc.products.list.queryOptions());
if (products.isPending) return <Loader />;
if (products.isError) return <ErrorNotice error={products.error} />;
return <ProductGrid products={products.data} />;`,
    },
  },
  {
    slug: 'node-event-loop',
    question: 'How does the Node.js event loop work?',
    answer: [
      'Node runs your JavaScript on a single thread. Slow work such as network and file access is handed to the operating system or to libuv\'s small thread pool, and when it finishes a callback is queued. The event loop is the cycle that picks up those callbacks and runs them, one at a time.',
      'Each turn of the loop goes through phases: expired timers (setTimeout, setInterval), pending system callbacks, the poll phase where I/O callbacks run and Node waits for new events, the check phase for setImmediate, and close callbacks. Between every callback Node drains the microtask queues: process.nextTick first, then resolved promises.',
      'The practical rule follows from this: never block the thread. A long synchronous loop, a huge JSON.parse or a synchronous password hash stops every other request. Move CPU-heavy work to worker threads or to libraries that run off the main thread (the Argon2 hashing in this shop runs on libuv\'s pool).',
    ],
    example: {
      caption: 'Microtasks run before the next phase of the loop',
      code: `setTimeout(() => console.log('timeout'), 0);
setImmediate(() => console.log('immediate'));
Promise.resolve().then(() => console.log('promise'));
process.nextTick(() => console.log('nextTick'));
// nextTick, promise, then timeout and immediate (in either order)`,
    },
  },
  {
    slug: 'sql-or-nosql',
    question: 'SQL or NoSQL: which database should I choose?',
    answer: [
      'Relational databases such as PostgreSQL store rows in tables with a fixed schema, enforce relationships with foreign keys and rules with constraints, and let several changes succeed or fail together in a transaction. Document stores such as MongoDB store flexible JSON-like documents, which suit data whose shape varies and data that is read as a whole.',
      'The deciding question is usually about integrity rather than scale. If money, stock or anything else must add up, you want transactions and constraints that the database itself enforces. Toolyard takes stock in the same transaction that creates an order, so two customers can never buy the same last unit; a CHECK constraint makes a negative stock impossible even if the code had a bug.',
      'Modern PostgreSQL also stores JSON documents well, so it covers most "flexible" needs too. Choose a document or key-value store when you have a specific access pattern it serves better, such as very high write volumes of independent records.',
    ],
  },
  {
    slug: 'jwt-or-sessions',
    question: 'JWT or server-side sessions for authentication?',
    answer: [
      'A JSON Web Token is a signed statement ("this is user 42 until 10:15") that the server can verify without looking anything up. A server-side session is a random token whose meaning lives in the database. Both can travel in a cookie or in an Authorization header.',
      'The weakness of a JWT is revocation: once issued, it stays valid until it expires, so signing out, banning a user or changing their role does not take effect immediately unless you add a deny list, which is a database lookup again. Sessions can be deleted at once, and the extra lookup is cheap.',
      'Toolyard uses sessions as Lucia\'s guide describes them: a random token for the client, only its SHA-256 hash stored, thirty days of life extended while in use, deleted on sign-out. The same token works as an HttpOnly cookie for the web app and as a Bearer token for API clients.',
    ],
  },
  {
    slug: 'money-in-cents',
    question: 'Why should prices be stored as whole cents?',
    answer: [
      'JavaScript numbers are binary floating point, which cannot represent most decimal fractions exactly. Adding 0.10 and 0.20 gives 0.30000000000000004, and the error grows as amounts are multiplied and summed.',
      'Storing integer cents avoids the problem: 10 + 20 is exactly 30. Toolyard keeps every price, order total and payment amount in cents in the database and in the payment gateway, and converts to dollars only at the edge, for the API and the screen.',
    ],
    example: {
      caption: 'Dollars for people, cents for arithmetic',
      code: `0.1 + 0.2;            // 0.30000000000000004
(10 + 20) / 100;      // 0.3
formatDollars(1999 / 100); // "$19.99"`,
    },
  },
];
