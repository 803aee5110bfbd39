import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type ClockTime = { hour: number; minute: number };

/**
 * Moves the pointer along a circle round the clock's centre, from one angle to another (degrees
 * from 12), in `steps` moves (by default one per 4 degrees, at least 6); `beforeRelease` runs
 * while the button is still down.
 */
export async function dragAround(
  page: Page,
  clockSvg: string,
  radiusShare: number,
  fromDeg: number,
  toDeg: number,
  {
    steps = Math.max(6, Math.ceil(Math.abs(toDeg - fromDeg) / 4)),
    beforeRelease = async () => {},
  }: { steps?: number; beforeRelease?: () => Promise<void> } = {},
) {
  const box = await page.locator(clockSvg).boundingBox();
  if (!box) throw new Error('clock not visible');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = (box.width / 2) * radiusShare;
  const at = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return { x: cx + r * Math.sin(rad), y: cy - r * Math.cos(rad) };
  };
  const start = at(fromDeg);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    const p = at(fromDeg + ((toDeg - fromDeg) * i) / steps);
    await page.mouse.move(p.x, p.y);
  }
  await beforeRelease();
  await page.mouse.up();
}

async function sliderValue(page: Page, name: 'Hour hand' | 'Minute hand'): Promise<number> {
  return Number(await page.getByRole('slider', { name }).getAttribute('aria-valuenow'));
}

/**
 * Sets the clock drawn by the SVG `clockSvg` (a CSS selector) by dragging with a real pointer:
 * the hour hand clockwise to the target, then the minute hand exactly, and checks both hands.
 */
export async function setClockByDragging(page: Page, clockSvg: string, target: ClockTime) {
  await page.getByRole('slider', { name: 'Hour hand' }).waitFor();
  const hour = await sliderValue(page, 'Hour hand');
  const minute = await sliderValue(page, 'Minute hand');
  const hourAngle = (h: number, m: number) => (h % 12) * 30 + m * 0.5;
  const from = hourAngle(hour, minute);
  let to = hourAngle(target.hour, target.minute);
  if (to < from) to += 360; // clockwise, as children are taught
  // The short hour hand is grabbed near the centre, the long minute hand further out.
  await dragAround(page, clockSvg, 0.3, from, to);
  const nowMinute = await sliderValue(page, 'Minute hand');
  if (nowMinute !== target.minute) {
    let delta = target.minute * 6 - nowMinute * 6;
    if (delta > 180) delta -= 360;
    if (delta < -180) delta += 360;
    await dragAround(page, clockSvg, 0.72, nowMinute * 6, nowMinute * 6 + delta);
  }
  expect(await sliderValue(page, 'Hour hand')).toBe(target.hour);
  expect(await sliderValue(page, 'Minute hand')).toBe(target.minute);
}
