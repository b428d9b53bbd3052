// Device share sheet, clipboard and screenshot helpers of the scoreboard (docs/product.md §9.2).

/** Copies text; the old execCommand path covers browsers without the async clipboard (plain http). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("copy failed");
}

/**
 * Opens the device share sheet; without one (or if it fails) copies the text instead.
 * 'cancelled' when the user closed the share sheet.
 */
export async function shareOrCopy(data: { title: string; text: string; url?: string }): Promise<"shared" | "copied" | "cancelled"> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  await copyText(data.url ? `${data.text}\n${data.url}` : data.text);
  return "copied";
}

/** Renders `node` to a PNG in the browser and downloads it. */
export async function downloadScreenshot(node: HTMLElement, fileName: string): Promise<void> {
  const { domToPng } = await import("modern-screenshot");
  const dataUrl = await domToPng(node, { scale: 2 });
  const link = document.createElement("a");
  link.href = dataUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
