// The frame every Open Graph image shares (1200 x 630, the 1.91:1 link previews crop to): the site's
// blue, its logo and domain, an eyebrow chip, large type for a small preview, an optional picture on
// the right.
import type { ReactNode } from "react";
import { BRAND, fittedFontSize, Logo } from "./share-image.server";

export const OG_SIZE = { width: 1200, height: 630, scale: 1 } as const;
export const OG_PAD = 64;
export const OG_SIDE = 400;

/** The width left for the text column. */
export function ogContentWidth(withSide: boolean) {
  return OG_SIZE.width - OG_PAD * 2 - (withSide ? OG_SIDE + 8 : 0);
}

/** A title size that keeps a name to two or three lines in the frame. */
export function ogTitleSize(title: string, withSide: boolean) {
  return withSide
    ? fittedFontSize(title, [
        [18, 68],
        [30, 56],
        [48, 46],
        [Infinity, 38],
      ])
    : fittedFontSize(title, [
        [24, 76],
        [40, 64],
        [64, 52],
        [Infinity, 42],
      ]);
}

export function OgFrame({
  eyebrow,
  siteName,
  domain,
  side,
  children,
}: {
  eyebrow: string;
  siteName: string;
  domain: string;
  side?: ReactNode;
  children: ReactNode;
}) {
  const width = ogContentWidth(Boolean(side));
  return (
    <div
      style={{
        display: "flex",
        width: OG_SIZE.width,
        height: OG_SIZE.height,
        backgroundColor: BRAND.primary,
        backgroundImage: `linear-gradient(135deg, ${BRAND.primary} 0%, ${BRAND.primaryDark} 100%)`,
        color: BRAND.white,
        fontFamily: "Inter",
      }}
    >
      <div
        style={{ display: "flex", flexDirection: "column", width: width + OG_PAD * 2, height: OG_SIZE.height, padding: `0 ${OG_PAD}px` }}
      >
        <div style={{ display: "flex", height: 52, flexShrink: 0 }} />
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", width }}>
          <Logo size={52} name={side ? null : siteName} />
          <div
            style={{
              display: "flex",
              backgroundColor: BRAND.accent,
              color: BRAND.accentInk,
              fontSize: 24,
              fontWeight: 800,
              padding: "8px 20px",
              borderRadius: 999,
            }}
          >
            {eyebrow}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            justifyContent: "center",
            flexGrow: 1,
            flexShrink: 1,
            minHeight: 0,
            width,
            overflow: "hidden",
          }}
        >
          {children}
        </div>
        <div style={{ display: "flex", flexShrink: 0, fontSize: 26, fontWeight: 700, color: BRAND.accent }}>
          {side ? `${siteName} · ${domain}` : domain}
        </div>
        <div style={{ display: "flex", height: 44, flexShrink: 0 }} />
      </div>
      {side ? <div style={{ display: "flex", flexShrink: 0, width: 8, height: OG_SIZE.height, backgroundColor: BRAND.accent }} /> : null}
      {side ? (
        <div style={{ display: "flex", flexShrink: 0, width: OG_SIDE, height: OG_SIZE.height, overflow: "hidden" }}>{side}</div>
      ) : null}
    </div>
  );
}
