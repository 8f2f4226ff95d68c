import type { Page } from "@playwright/test";
import { demoConsultants } from "../../src/server/db/seed/demo-consultants.ts";
import { expect, test } from "./fixtures.ts";
import { badgeOf, cardOf, liveConsultant, pushStatus, streamOpen, watchStreams } from "./live-status-page.ts";

// What a phone does on a first visit of the consultant lists (docs/decisions/0042): one read of
// the list per page view, and a ceiling on React's component renders while the page loads, the
// live status stream joins and one status push arrives. Renders are counted, never timed: a busy
// machine only takes longer.
//
// The figures, with the demo consultants and one of the test's own (15 cards) on a phone's
// screen, three runs each:
//   before: /  8.333 to 8.500 renders, /berater 2.566 to 4.808, with two reads of the list. The
//     stream read the list again when it opened; its joining, its 30 s clock and the push drew
//     every card anew (about 1.100 renders each), and so did the extensions' arrival.
//   after:  /  2.343 to 2.931, /berater 1.535 to 1.900, one read. Drawing the 15 cards once costs
//     about 1.100; the push draws one card, the joining only the working hours' lines, the
//     extensions only the call options. On `/` the page itself subscribed to the list and drew
//     all its sections (not the cards) when it arrived and at the push.
//   since the home page only asks for the list (the grid subscribes): /  1.713 to 2.119.
// The ceilings leave room for the order in which the session check, the list and the extensions
// happen to answer, and stay below the before-figures and below one more drawing of every card.
const ceilings: Record<string, number> = { "/": 2900, "/berater": 2400 };

// These tests are about the live status: its stream may connect (fixtures.ts).
test.use({ liveStatus: true, viewport: { width: 375, height: 800 } });

declare global {
  interface Window {
    /** Component renders and commits since the page began, counted by React's own DevTools hook. */
    reactRenders?: { renders: number; commits: number };
  }
}

/**
 * Installs a minimal React DevTools hook before the page's scripts run: React DOM calls it on
 * every commit, and it counts the function and class components that rendered in it (mounted,
 * or did their work anew), walking only into the parts of the tree that the commit touched.
 */
async function countRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      memoizedProps: unknown;
      memoizedState: unknown;
    }
    // FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent; a MemoComponent's own
    // component is a fiber of its own and counted there.
    const components = new Set([0, 1, 11, 15]);
    const performedWork = 1;
    const counts = { renders: 0, commits: 0 };
    window.reactRenders = counts;
    const rendered = (fiber: Fiber) => {
      const before = fiber.alternate;
      return (
        before === null ||
        (fiber.flags & performedWork) !== 0 ||
        fiber.memoizedProps !== before.memoizedProps ||
        fiber.memoizedState !== before.memoizedState
      );
    };
    const walk = (first: Fiber | null) => {
      const stack: Fiber[] = first ? [first] : [];
      while (stack.length > 0) {
        const fiber = stack.pop() as Fiber;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (components.has(fiber.tag) && rendered(fiber)) counts.renders += 1;
        // A subtree the commit did not touch keeps its child fibers: nothing in it rendered.
        if (fiber.child && (fiber.alternate === null || fiber.child !== fiber.alternate.child)) stack.push(fiber.child);
      }
    };
    Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          counts.commits += 1;
          walk(root.current.child);
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      },
    });
  });
}

const demoNames = new Set(demoConsultants.map((c) => c.name));

/**
 * The list as the server sends it, narrowed to the demo consultants and the test's own: other
 * tests add consultants of their own meanwhile, and the count of cards would move the figure.
 */
async function fixedCards(page: Page, ownId: number): Promise<void> {
  await page.route(
    (url) => url.pathname === "/api/consultants",
    async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as { id: number; name: string }[];
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !/^(content-(encoding|length)|vary)$/i.test(name)),
      );
      await route.fulfill({
        status: response.status(),
        headers,
        json: list.filter((c) => demoNames.has(c.name) || c.id === ownId),
      });
    },
  );
}

for (const path of ["/", "/berater"]) {
  test(`${path} reads the list once and stays under its ceiling of renders with the stream open and one push`, async ({
    page,
    browser,
  }) => {
    const consultant = await liveConsultant("available");
    let listReads = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/consultants") listReads += 1;
    });
    await countRenders(page);
    await watchStreams(page);
    await fixedCards(page, consultant.id);

    await page.goto(path);
    const card = cardOf(page, consultant.name);
    await expect(badgeOf(card)).toHaveAttribute("data-status", "available");
    await streamOpen(page);
    await pushStatus(browser, consultant.extension, "busy");
    await expect(badgeOf(card)).toHaveAttribute("data-status", "busy");
    // The first 6 s of the page, by its own clock: a list read late would come in them.
    await page.waitForFunction(() => performance.now() > 6000, undefined, { timeout: 20_000 });
    await page.waitForTimeout(300);

    const { renders, commits } = await page.evaluate(() => window.reactRenders ?? { renders: -1, commits: -1 });
    const cards = await page.getByRole("article").count();
    test.info().annotations.push({
      type: "renders",
      description: `${renders} in ${commits} commits, ${cards} cards, ${listReads} list reads`,
    });
    expect(cards).toBe(demoNames.size + 1);
    expect(listReads).toBe(1);
    expect(renders).toBeGreaterThan(0);
    expect(renders).toBeLessThanOrEqual(ceilings[path] ?? 0);
  });
}
