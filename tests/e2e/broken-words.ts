// Words broken in the middle (issue 34: 'Pági / na', 'Registrars·e', 'JUEG·OS'): every visible text node's
// words, each measured with Range.getClientRects. A word whose pieces lie on more than one line is broken,
// unless it is longer than the whole line it could have (a URL, an e-mail or a handle in a narrow card),
// where wrapping it is the rule (`wrap-anywhere` on those elements).
import type { Page } from "@playwright/test";

export type BrokenWord = { word: string; text: string; where: string };

/** The words on the page that are split across lines though they would fit on one. */
export function brokenWords(page: Page): Promise<BrokenWord[]> {
  return page.evaluate(() => {
    const found: { word: string; text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || !text.trim() || parent.closest("script, style, noscript, template, [hidden], [aria-hidden=true] svg")) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      for (const match of text.matchAll(/\S+/g)) {
        if ([...match[0]].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length < 2) continue;
        const lines = new Set(rects.map((r) => Math.round(r.top + r.height / 2)));
        if (lines.size < 2) continue;
        // Longer than the line it could have: it has to break. That line is the first box whose width
        // does not follow its content (inline boxes, table cells, flex and grid items shrink to fit).
        let block: Element = parent;
        while (block.parentElement) {
          const display = getComputedStyle(block).display;
          const outer = getComputedStyle(block.parentElement).display;
          if (!display.startsWith("inline") && !display.startsWith("table-") && !/flex|grid/.test(outer)) break;
          block = block.parentElement;
        }
        const style = getComputedStyle(block);
        const room = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const width = rects.reduce((sum, r) => sum + r.width, 0);
        if (width > room + 1) continue;
        const label = `${parent.tagName.toLowerCase()}${parent.className && typeof parent.className === "string" ? `.${parent.className.split(/\s+/).slice(0, 4).join(".")}` : ""}`;
        found.push({ word: match[0], text: text.trim().slice(0, 60), where: label });
      }
    }
    return found;
  });
}
