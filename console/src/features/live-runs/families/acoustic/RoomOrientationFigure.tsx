import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import {
  ROOM_ORIENTATION_TEXTS,
  type RoomLegendEntry,
  type RoomMarkRole,
  type RoomOrientation,
} from '@oak/shared';
import { useId } from 'react';

/** The drawing's sizes, in the figure's units (its viewBox). */
const MARK_RADIUS = 6;
const DUT_HALF_SIDE = 8;
const DUT_CORNER = 3;
const DUT_LABEL_GAP = 4;
/** The ring round a DUT that plays the noise itself. */
const DUT_NOISE_RING_RADIUS = 14;
const LABEL_FONT_SIZE = 11;
const STROKE = 1.5;
const DASHES = '4 3';
/** A legend swatch's side, in pixels: a small drawing of the mark it names. */
const SWATCH_SIZE = 14;

/**
 * How each part is painted: theme tokens, so both colour modes read. Speech and
 * noise differ in shape (circle, diamond) as well as colour, since colour alone
 * would not tell them apart for everyone (WCAG 1.4.1); the marks are at least
 * 3:1 against the card (WCAG 1.4.11), the labels text colours.
 */
const PAINT = {
  '& [data-part=ring]': { fill: 'none', stroke: 'border.emphasized' },
  '& [data-part=front]': { stroke: 'fg.muted' },
  '& [data-part=dut]': { fill: 'fg' },
  '& [data-part=dut-noise]': { fill: 'none', stroke: 'fg.warning' },
  '& [data-part=speech]': { fill: 'brand.solid' },
  '& [data-part=noise]': { fill: 'fg.warning' },
  '& [data-part=speechAndNoise]': { fill: 'brand.solid', stroke: 'fg.warning' },
  '& text': { fill: 'fg' },
  '& text[data-part=front-label]': { fill: 'fg.muted' },
} as const;

/** A position's mark centred on (x, y): a circle for speech, a diamond for noise. */
function Mark({ role, x, y }: { role: RoomMarkRole; x: number; y: number }) {
  if (role === 'speech') return <circle data-part={role} cx={x} cy={y} r={MARK_RADIUS} />;
  const r = MARK_RADIUS + 1;
  return (
    <polygon
      data-part={role}
      points={`${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`}
      strokeWidth={role === 'speechAndNoise' ? STROKE * 2 : undefined}
    />
  );
}

function Dut({ x, y, playsNoise }: { x: number; y: number; playsNoise: boolean }) {
  return (
    <>
      {playsNoise && (
        <circle
          data-part="dut-noise"
          cx={x}
          cy={y}
          r={DUT_NOISE_RING_RADIUS}
          strokeWidth={STROKE}
          strokeDasharray={DASHES}
        />
      )}
      <rect
        data-part="dut"
        x={x - DUT_HALF_SIDE}
        y={y - DUT_HALF_SIDE}
        width={DUT_HALF_SIDE * 2}
        height={DUT_HALF_SIDE * 2}
        rx={DUT_CORNER}
      />
    </>
  );
}

/** A legend entry's swatch: the mark it names, drawn small (the DUT with its noise ring when it plays noise). */
function Swatch({ role, dutPlaysNoise }: { role: RoomLegendEntry['role']; dutPlaysNoise: boolean }) {
  const half = SWATCH_SIZE / 2;
  const drawn = role === 'dut' && dutPlaysNoise ? DUT_NOISE_RING_RADIUS + STROKE : MARK_RADIUS + 2;
  return (
    <Box as="span" css={PAINT} display="inline-flex" flexShrink={0}>
      <svg
        width={SWATCH_SIZE}
        height={SWATCH_SIZE}
        viewBox={`${-half} ${-half} ${SWATCH_SIZE} ${SWATCH_SIZE}`}
        aria-hidden
        focusable={false}
      >
        <g transform={`scale(${half / drawn})`}>
          {role === 'dut' ? <Dut x={0} y={0} playsNoise={dutPlaysNoise} /> : <Mark role={role} x={0} y={0} />}
        </g>
      </svg>
    </Box>
  );
}

/**
 * The orientation image of one scenario type of a run (doc 1 §2.4): the room
 * from above with the DUT at its centre and each position the type plays from,
 * speech and noise marked apart, a legend, and its name and description for
 * assistive technology. Everything drawn comes from the shared rule
 * roomOrientations; this only paints it.
 */
export function RoomOrientationFigure({ orientation }: { orientation: RoomOrientation }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const captionId = `${id}-caption`;
  const { dut, front } = orientation;
  return (
    <Box
      as="figure"
      aria-labelledby={captionId}
      m="0"
      w="full"
      maxW="sm"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      p="3"
    >
      <Text as="figcaption" id={captionId} fontSize="sm" fontWeight="semibold" mb="2">
        {orientation.title}
      </Text>
      <Box css={PAINT}>
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          viewBox={`0 0 ${orientation.width} ${orientation.height}`}
          width="100%"
          fontSize={LABEL_FONT_SIZE}
        >
          <title id={titleId}>{orientation.title}</title>
          <desc id={descriptionId}>{orientation.description}</desc>
          {orientation.rings.map((ring) => (
            <circle
              key={ring.distanceM}
              data-part="ring"
              cx={dut.x}
              cy={dut.y}
              r={ring.radius}
              strokeWidth={STROKE / 2}
            />
          ))}
          <line
            data-part="front"
            x1={dut.x}
            y1={dut.y - DUT_HALF_SIDE}
            x2={front.x}
            y2={front.y}
            strokeWidth={STROKE}
            strokeDasharray={DASHES}
          />
          <text data-part="front-label" x={front.x} y={front.labelY} textAnchor="middle">
            {front.label}
          </text>
          <Dut x={dut.x} y={dut.y} playsNoise={dut.playsNoise} />
          <text
            x={dut.x}
            y={dut.y + (dut.playsNoise ? DUT_NOISE_RING_RADIUS : DUT_HALF_SIDE) + DUT_LABEL_GAP}
            textAnchor="middle"
            dominantBaseline="hanging"
          >
            {dut.label}
          </text>
          {orientation.positions.map((mark) => (
            <g key={mark.id} data-position={mark.id}>
              <Mark role={mark.role} x={mark.x} y={mark.y} />
              <text
                x={mark.labelX}
                y={mark.labelY}
                textAnchor={mark.labelAnchor}
                dominantBaseline={mark.labelBaseline}
              >
                {mark.label}
              </text>
            </g>
          ))}
        </svg>
      </Box>
      <Stack as="ul" aria-label={ROOM_ORIENTATION_TEXTS.legend} gap="1" mt="2" listStyleType="none" ps="0">
        {orientation.legend.map((entry) => (
          <HStack as="li" key={entry.role} gap="2" fontSize="sm">
            <Swatch role={entry.role} dutPlaysNoise={dut.playsNoise} />
            <Text as="span">{entry.label}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
