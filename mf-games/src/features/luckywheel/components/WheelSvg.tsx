import type { LuckyWheelState } from '@member-site/shared';
import { safeColour, segmentCentre, segmentPath, wheelCentre, wheelRadius } from '../geometry';
import { wheelTexts } from '../texts';

interface WheelSvgProps {
  segments: LuckyWheelState['segments'];
  rotation: number;
  animate: boolean;
}

/** The wheel, drawn from the server's segments with React elements only. */
export function WheelSvg({ segments, rotation, animate }: WheelSvgProps) {
  const count = Math.max(segments.length, 1);
  return (
    <div className="mg-wheel">
      <span className="mg-wheel__pointer" aria-hidden="true" />
      <svg
        className={animate ? 'mg-wheel__disc mg-wheel__disc--spin' : 'mg-wheel__disc'}
        style={{ transform: `rotate(${rotation}deg)` }}
        viewBox="0 0 200 200"
        width={300}
        height={300}
        role="img"
        aria-label={`${wheelTexts.wheelLabel}: ${segments.map((s) => s.label).join(', ')}`}
      >
        {segments.length <= 1 ? (
          <circle cx={wheelCentre} cy={wheelCentre} r={wheelRadius} fill={safeColour(segments[0]?.color ?? '', 0)} />
        ) : (
          segments.map((s, i) => <path key={i} d={segmentPath(i, count)} fill={safeColour(s.color, i)} stroke="#ffd76a" strokeWidth={0.8} />)
        )}
        {segments.map((s, i) => (
          <text
            key={i}
            x={wheelCentre}
            y={wheelCentre - wheelRadius * 0.62}
            transform={`rotate(${segmentCentre(i, count)} ${wheelCentre} ${wheelCentre})`}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={8}
            fill="#ffffff"
          >
            {s.label.length > 14 ? `${s.label.slice(0, 13)}…` : s.label}
          </text>
        ))}
        <circle cx={wheelCentre} cy={wheelCentre} r={12} fill="#0b1020" stroke="#ffd76a" strokeWidth={2} />
      </svg>
    </div>
  );
}
