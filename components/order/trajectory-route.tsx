// The parcel's route drawn from the trajectory points' coordinates, in plain SVG (no map tiles):
// an equirectangular projection scaled to fit, oldest point to newest, the newest one highlighted.
import type { TrajectoryPoint } from "@/lib/client/orders";

const W = 340;
const H = 200;
const PAD = 24;

type Located = TrajectoryPoint & { lat: number; lng: number };

export function projectRoute(points: { lat: number; lng: number }[]): { x: number; y: number }[] {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  // Longitude degrees shrink with latitude; one scale for both axes keeps the shape true.
  const kx = Math.cos(((minLat + maxLat) / 2) * (Math.PI / 180));
  const spanX = Math.max((maxLng - minLng) * kx, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((W - 2 * PAD) / spanX, (H - 2 * PAD) / spanY);
  const offX = (W - spanX * scale) / 2;
  const offY = (H - spanY * scale) / 2;
  return points.map((p) => ({ x: offX + (p.lng - minLng) * kx * scale, y: H - (offY + (p.lat - minLat) * scale) }));
}

export function TrajectoryRoute({ points, label }: { points: TrajectoryPoint[]; label: string }) {
  // Oldest first for drawing; the API lists newest first.
  const located = points.filter((p): p is Located => p.lat !== null && p.lng !== null).reverse();
  if (located.length === 0) return null;
  const xy = projectRoute(located);
  const path = xy.map((p, i) => `${i ? "L" : "M"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="trajectory-route"
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full rounded-lg bg-sky-50"
    >
      <defs>
        <pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="#dbeafe" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={W} height={H} fill="url(#grid)" />
      <path
        d={path}
        fill="none"
        stroke="#149fe2"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="6 4"
      />
      {xy.map((p, i) => {
        const last = i === xy.length - 1;
        return (
          <g key={located[i].id}>
            <circle
              cx={p.x}
              cy={p.y}
              r={last ? 7 : 4}
              fill={last ? "#e4393c" : "#149fe2"}
              stroke="white"
              strokeWidth="2"
            />
            {located[i].location && (i === 0 || last) ? (
              <text x={p.x} y={p.y - 10} textAnchor="middle" fontSize="11" fill="#374151">
                {located[i].location}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
