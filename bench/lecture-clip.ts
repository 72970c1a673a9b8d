/**
 * A lecture-like MP4 for the streaming benchmarks, made with the same ffmpeg the local transcode
 * twin runs (local/engines/ffmpeg.ts): what a tutor's recording of a slide lecture looks and sounds
 * like to an encoder. Slides of text whose bullets appear one by one and that change every 8–14 s,
 * a diagram on every other slide, a pointer moving over them, a small noisy camera inset with a
 * moving head, and a voice-like soundtrack (a gliding pitch with harmonics and breath noise, shaped
 * into syllables and phrases with pauses). Encoded as an upload would arrive: H.264 High at CRF 19,
 * AAC stereo 128 kbit/s, faststart.
 *
 * Nothing random is drawn from the host: the same options give the same pictures and sound.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFfmpeg, isBinary, runFfmpeg } from '../local/engines/ffmpeg';

export interface LectureClipOptions {
  seconds: number;
  width?: number;
  height?: number;
  fps?: number;
}

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const SLIDES: readonly { title: string; bullets: readonly string[] }[] = [
  {
    title: "Ohm's law and resistance",
    bullets: [
      'V = I × R across any ohmic conductor',
      'R = ρL / A: length, area, resistivity',
      'Series: R = R1 + R2 + R3',
      'Parallel: 1/R = 1/R1 + 1/R2',
    ],
  },
  {
    title: "Kirchhoff's current law",
    bullets: [
      'Charge is conserved at every junction',
      'Sum of currents in = sum of currents out',
      'Choose a direction; a negative answer flips it',
      'Example: I1 = 2 A, I2 = 0.5 A, find I3',
    ],
  },
  {
    title: "Kirchhoff's voltage law",
    bullets: [
      'Energy is conserved round any closed loop',
      'Sum of EMFs = sum of IR drops',
      'Walk the loop in one direction only',
      'Two loops, two unknown currents',
    ],
  },
  {
    title: 'Power and energy in circuits',
    bullets: [
      'P = VI = I²R = V²/R',
      'Energy E = Pt, in joules or kWh',
      'Fuse rating: just above the working current',
      'Past paper 2023, question 4(b)',
    ],
  },
  {
    title: 'Capacitors: charging',
    bullets: [
      'Q = CV; C in farads',
      'Time constant τ = RC',
      'After 5τ the capacitor is nearly full',
      'Energy stored W = ½CV²',
    ],
  },
  {
    title: 'Logic gates recap',
    bullets: [
      'AND, OR, NOT: the three basic gates',
      'NAND and NOR are universal',
      'Write the truth table first',
      'Then simplify with Boolean algebra',
    ],
  },
  {
    title: 'Thermodynamics: first law',
    bullets: ['ΔU = Q − W', 'Isothermal: ΔU = 0, so Q = W', 'Adiabatic: Q = 0', 'Sign convention matters in the exam'],
  },
  {
    title: 'Measuring with a vernier caliper',
    bullets: [
      'Main scale reading first',
      'Add the coinciding vernier division × 0.1 mm',
      'Check the zero error before measuring',
      'Record to the instrument’s precision',
    ],
  },
];

/** Slide lengths vary between 8 and 14 s, as a speaker's pace does. */
const slideSeconds = (index: number): number => 8 + ((index * 5) % 7);

/** The slides' filters: header bar, then per slide its title, bullets appearing in turn, a diagram. */
async function slideFilters(dir: string, seconds: number, width: number, height: number): Promise<string[]> {
  const unit = height / 720;
  const px = (value: number): number => Math.round(value * unit);
  const filters = [
    `drawbox=x=0:y=0:w=iw:h=${px(110)}:color=0x1d4e89:t=fill`,
    `drawbox=x=0:y=ih-${px(36)}:w=iw:h=${px(36)}:color=0xe4e8ee:t=fill`,
    `drawtext=fontfile=${FONT}:text='EngTech Academy · Electricity unit':fontcolor=0x39414d:fontsize=${px(18)}:x=${px(40)}:y=h-${px(28)}`,
  ];
  let start = 0;
  for (let index = 0; start < seconds; index += 1) {
    const slide = SLIDES[index % SLIDES.length] ?? SLIDES[0];
    if (!slide) break;
    const length = slideSeconds(index);
    const end = start + length;
    const shown = `between(t,${start},${end})`;
    const titleFile = join(dir, `title-${index}.txt`);
    await writeFile(titleFile, `${index + 1}. ${slide.title}`);
    filters.push(
      `drawtext=fontfile=${FONT_BOLD}:textfile=${titleFile}:fontcolor=white:fontsize=${px(44)}:x=${px(40)}:y=${px(32)}:enable='${shown}'`,
    );
    for (const [line, bullet] of slide.bullets.entries()) {
      const file = join(dir, `bullet-${index}-${line}.txt`);
      await writeFile(file, `•  ${bullet}`);
      const appears = start + (line * length) / (slide.bullets.length + 1);
      filters.push(
        `drawtext=fontfile=${FONT}:textfile=${file}:fontcolor=0x222222:fontsize=${px(32)}:x=${px(70)}:y=${px(170 + line * 70)}:enable='between(t,${appears.toFixed(2)},${end})'`,
      );
    }
    if (index % 2 === 0) {
      // A circuit-like diagram: a loop, a component and a source, drawn in outline.
      const x = px(760);
      const y = px(440);
      filters.push(
        `drawbox=x=${x}:y=${y}:w=${px(300)}:h=${px(160)}:color=0x333333:t=${px(4)}:enable='${shown}'`,
        `drawbox=x=${x + px(110)}:y=${y - px(18)}:w=${px(80)}:h=${px(36)}:color=0xc0392b:t=fill:enable='${shown}'`,
        `drawbox=x=${x - px(20)}:y=${y + px(60)}:w=${px(40)}:h=${px(40)}:color=0x1d4e89:t=fill:enable='${shown}'`,
      );
    }
    start = end;
  }
  return filters;
}

/** A voice: pitch gliding around 140 Hz with harmonics, syllables at ~4.5 Hz, pauses between phrases. */
export function voiceExpression(): string {
  const pitch = '(2*PI*(140*t+(25/(2*PI*0.7))*sin(2*PI*0.7*t)))';
  const voiced = `(sin(${pitch})+0.6*sin(2*${pitch})+0.35*sin(3*${pitch})+0.2*sin(5*${pitch}))`;
  const syllables = '(0.5+0.5*sin(2*PI*4.5*t+2*sin(2*PI*0.9*t)))';
  const phrases = 'gt(sin(2*PI*0.23*t)+0.45*sin(2*PI*0.61*t)+0.35,0)';
  const breath = '(random(0)-0.5)';
  return `0.22*${phrases}*${syllables}*(${voiced}+0.5*${breath})`;
}

/** Makes the clip at `outPath`. Rejects with ffmpeg's message when it fails or when there is none. */
export async function makeLectureClip(outPath: string, options: LectureClipOptions): Promise<void> {
  const ffmpeg = findFfmpeg();
  if (!isBinary(ffmpeg)) throw new Error(`No ffmpeg for the lecture clip: ${ffmpeg.reason}`);
  const { seconds, width = 1280, height = 720, fps = 25 } = options;
  const dir = await mkdtemp(join(tmpdir(), 'engtech-lecture-'));
  try {
    const unit = height / 720;
    const even = (value: number): number => 2 * Math.round((value * unit) / 2);
    const camW = even(240);
    const camH = even(180);
    const pointer = even(16);
    const slides = await slideFilters(dir, seconds, width, height);
    // A head and shoulders that sway a little, lit unevenly, under a sensor's moving noise. The
    // chroma planes are smaller, so shapes are placed in luma coordinates (X/SW, Y/SH).
    const head = `lte(pow((X/SW-${camW / 2}-${camW / 40}*sin(T*1.3))/${camW * 0.2},2)+pow((Y/SH-${camH * 0.42})/${camH * 0.33},2),1)`;
    const body = `lte(pow((X/SW-${camW / 2})/${camW * 0.42},2)+pow((Y/SH-${camH * 1.1})/${camH * 0.4},2),1)`;
    const camera = [
      `geq=lum='if(${head},175-X/8,if(${body},60,95+Y/6))':cb='if(${head},112,if(${body},140,128))':cr='if(${head},150,128)'`,
      'noise=alls=14:allf=t',
    ].join(',');
    // The pointer glides between bullets and rests a while on each, as a speaker's mouse does.
    const pointerX = `W*0.12+W*0.4*(0.5-0.5*cos(PI*min(mod(t,6),3)/3))+W*0.05*sin(t*0.4)`;
    const pointerY = `H*0.25+H*0.1*floor(mod(t/6,4))+H*0.02*sin(t*1.7)`;
    const graph = [
      `[0:v]${slides.join(',')}[slides]`,
      `[1:v]${camera}[cam]`,
      `[slides][cam]overlay=x=W-w-${even(24)}:y=H-h-${even(52)}[withcam]`,
      `[withcam][2:v]overlay=x='${pointerX}':y='${pointerY}',format=yuv420p[v]`,
    ].join(';\n');
    const script = join(dir, 'graph.txt');
    await writeFile(script, graph);
    const voice = voiceExpression();
    await runFfmpeg(ffmpeg.path, [
      ...['-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `color=c=0xf7f7f2:s=${width}x${height}:r=${fps}:d=${seconds}`],
      ...['-f', 'lavfi', '-i', `color=c=gray:s=${camW}x${camH}:r=${fps}:d=${seconds}`],
      ...['-f', 'lavfi', '-i', `color=c=0xe53935:s=${pointer}x${pointer}:r=${fps}:d=${seconds}`],
      ...['-f', 'lavfi', '-i', `aevalsrc=exprs='${voice}|${voice}':s=48000:d=${seconds}`],
      ...['-filter_complex_script', script, '-map', '[v]', '-map', '3:a'],
      ...['-c:v', 'libx264', '-preset', 'fast', '-profile:v', 'high', '-crf', '19', '-pix_fmt', 'yuv420p'],
      ...['-g', String(fps * 2), '-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'],
      ...['-t', String(seconds), '-movflags', '+faststart', outPath],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
