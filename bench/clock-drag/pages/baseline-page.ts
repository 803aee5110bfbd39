import { installFrameRecorder } from './frame-recorder';

// The floor: a bare SVG <line> turned the same way the clock turns its hands (pointer capture,
// the angle from atan2 per pointer move, the transform attribute written once per frame).
const svg = document.getElementById('face') as SVGSVGElement | null;
const hand = document.getElementById('hand');
let angle = 0;
const bench = installFrameRecorder(() => String(Math.round(angle)));

if (svg && hand) {
  let box = svg.getBoundingClientRect();
  let frame = 0;
  let pointer: number | null = null;
  const paint = () => {
    frame = 0;
    hand.setAttribute('transform', `rotate(${angle} 100 100)`);
  };
  svg.addEventListener('pointerdown', (e) => {
    if (pointer !== null) return;
    pointer = e.pointerId;
    box = svg.getBoundingClientRect();
    svg.setPointerCapture(e.pointerId);
  });
  svg.addEventListener('pointermove', (e) => {
    if (e.pointerId !== pointer) return;
    const dx = e.clientX - (box.left + box.width / 2);
    const dy = e.clientY - (box.top + box.height / 2);
    angle = ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360;
    if (!frame) frame = requestAnimationFrame(paint);
  });
  const end = (e: PointerEvent) => {
    if (e.pointerId === pointer) pointer = null;
  };
  svg.addEventListener('pointerup', end);
  svg.addEventListener('pointercancel', end);
}
bench.ready = true;
