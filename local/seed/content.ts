/**
 * Sample content for the local stack, so a new user sees a living site: free and gated videos
 * (the small MP4 + JPEG pairs in local/seed/assets, made by make-assets.sh), one PDF per tute
 * category (made here, local/seed/pdf.ts) and two exams.
 *
 * Everything goes through the real modules — the S3 client and object keys the media group reads,
 * the video catalog and the exam store — so the seeded site behaves exactly like one an admin
 * filled. Idempotent: an object already stored with the same size is not uploaded again, a catalog
 * entry or exam that exists is left as it is (an admin may have changed it).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getVideoRecord, isPaired, recordVideo } from '../../functions/domain/videos/catalog';
import { submitStream } from '../../functions/domain/streaming/submit';
import { imageKeyFor, videoKeyFor } from '../../functions/domain/videos/pairing';
import { putNewExam } from '../../functions/exam/store';
import { s3 } from '../../functions/shared/s3';
import { clock } from '../../functions/shared/clock';
import { config } from '../../functions/shared/config';
import { examInputSchema, type TuteCategory, type VideoFolder, type VideoYear } from '../../functions/shared/schemas';
import { REPO_ROOT } from '../config';
import { samplePdf } from './pdf';

export const SEED_ASSETS = join(REPO_ROOT, 'local', 'seed', 'assets');

export interface SampleVideo {
  /** Base name of the .mp4/.jpg pair in local/seed/assets. */
  file: string;
  title: string;
  category: VideoFolder;
  year: VideoYear;
  caption: string;
}

export const SAMPLE_VIDEOS: readonly SampleVideo[] = [
  {
    file: 'ohms-law-basics',
    title: "Ohm's Law Basics",
    category: 'free',
    year: 'all',
    caption: 'Voltage, current and resistance: how V = IR predicts what a simple circuit does.',
  },
  {
    file: 'logic-gates-introduction',
    title: 'Introduction to Logic Gates',
    category: 'free',
    year: 'all',
    caption: 'AND, OR and NOT gates with their truth tables, and how they combine into useful circuits.',
  },
  {
    file: 'vernier-caliper-reading',
    title: 'Reading a Vernier Caliper',
    category: 'free',
    year: 'all',
    caption: 'Zero error, main scale and vernier scale: taking a measurement to 0.02 mm step by step.',
  },
  {
    file: 'kirchhoffs-laws-explained',
    title: "Kirchhoff's Laws Explained",
    category: 'Theory',
    year: 'all',
    caption: 'The current law and the voltage law, applied to a two-loop network.',
  },
  {
    file: 'thermodynamics-quick-revision',
    title: 'Thermodynamics Quick Revision',
    category: 'Revision',
    year: 'all',
    caption: 'The first law, heat engines and efficiency: the points that come up every year.',
  },
  {
    file: 'soldering-a-simple-circuit',
    title: 'Soldering a Simple Circuit',
    category: 'Practical',
    year: 'all',
    caption: 'Tinning, heating the joint and checking continuity on a small LED circuit.',
  },
  {
    file: 'paper-2024-discussion',
    title: '2024 Paper Discussion',
    category: 'Paper',
    year: 'all',
    caption: 'The 2024 A/L Engineering Technology paper worked through, question by question.',
  },
];

export interface SampleTuteFile {
  category: TuteCategory;
  /** The object key without ".pdf"; the name the tute pages show and search. */
  name: string;
  year: string;
  lines: readonly string[];
}

export const SAMPLE_TUTES: readonly SampleTuteFile[] = [
  {
    category: 'PastPaperMarking',
    name: '2023 Engineering Technology Marking Scheme',
    year: '2023',
    lines: [
      'Part I - MCQ answers: 1 (3), 2 (1), 3 (4), 4 (2), 5 (5)',
      'Part II - structured questions: marks per step',
      'Question 1: correct free body diagram (2 marks)',
    ],
  },
  {
    category: 'RevisionTute',
    name: 'Electrical Circuits Revision Tute 01',
    year: '2026',
    lines: [
      "1. State Ohm's law and give its limits.",
      '2. Find the equivalent resistance of 4, 6 and 12 ohm in parallel.',
      "3. Apply Kirchhoff's laws to the network in the diagram.",
    ],
  },
  {
    category: 'SampathBook',
    name: 'Sampath Book - Basic Electronics',
    year: '2025',
    lines: [
      'Chapter 1: Resistors, capacitors and inductors',
      'Chapter 2: Diodes and rectifiers',
      'Chapter 3: Transistors as switches',
    ],
  },
];

export const SAMPLE_EXAMS = [
  {
    title: 'Electrical Fundamentals Model Paper',
    year: '2026',
    description: "Ohm's law, Kirchhoff's laws and AC basics. 40 MCQs; answers are shown after you submit.",
    duration: 60,
    link: 'https://forms.gle/EngTechSampleExam01',
  },
  {
    title: 'Mechanical Systems Quick Quiz',
    year: '2025',
    description: 'Levers, gears and simple machines. 20 MCQs for a quick check before class.',
    duration: 30,
    link: 'https://docs.google.com/forms/d/e/EngTechSampleQuiz02/viewform',
  },
] as const;

export const pdfKey = (name: string): string => `${name}.pdf`;

// Fixed upload times keep the lists' order (newest first) the same on every machine.
const SEED_UPLOADED_AT = Date.UTC(2025, 5, 1);
const uploadedAt = (index: number): string => new Date(SEED_UPLOADED_AT - index * 86_400_000).toISOString();

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { name?: unknown }).name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

async function objectExists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Uploads the object unless one is already stored under the key (kept, even if an admin replaced it). */
async function putOnce(
  bucket: string,
  key: string,
  body: () => Promise<Buffer> | Buffer,
  contentType: string,
  metadata?: Record<string, string>,
): Promise<void> {
  if (await objectExists(bucket, key)) return;
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: await body(),
      ContentType: contentType,
      Metadata: metadata,
    }),
  );
}

async function seedVideo(video: SampleVideo, index: number): Promise<void> {
  const bucket = config.bucketName(video.category);
  const videoKey = videoKeyFor(video.title);
  const thumbnailKey = imageKeyFor(video.title);
  // Objects first: a catalog entry must never point at a missing file.
  await Promise.all([
    putOnce(bucket, videoKey, () => readFile(join(SEED_ASSETS, `${video.file}.mp4`)), 'video/mp4'),
    putOnce(bucket, thumbnailKey, () => readFile(join(SEED_ASSETS, `${video.file}.jpg`)), 'image/jpeg'),
  ]);
  if (await getVideoRecord(video.title)) return;
  const { category, title, year, caption } = video;
  await recordVideo({ category, title, year, caption, videoKey, thumbnailKey, uploadedAt: uploadedAt(index) });
}

async function seedPdf(pdf: SampleTuteFile): Promise<void> {
  await putOnce(
    config.bucketName(pdf.category),
    pdfKey(pdf.name),
    () => samplePdf({ title: pdf.name, lines: pdf.lines }),
    'application/pdf',
    { year: pdf.year },
  );
}

async function seedExams(): Promise<void> {
  // Validated like an admin's form; a sample link outside configured EXAM_LINK_PREFIXES is skipped.
  const schema = examInputSchema(config.examLinkPrefixes);
  const now = clock.now();
  for (const [index, exam] of SAMPLE_EXAMS.entries()) {
    const draft = schema.safeParse(exam);
    if (draft.success) await putNewExam(draft.data, now - index);
  }
}

/** Seeds every sample video, PDF and exam that is not there yet. */
export async function seedSampleContent(): Promise<void> {
  await Promise.all([...SAMPLE_VIDEOS.map(seedVideo), ...SAMPLE_TUTES.map(seedPdf), seedExams()]);
}

/**
 * Submits the transcode job of every sample video that has no streaming ladder yet, through the same
 * code an admin's upload runs (functions/domain/streaming/submit.ts); answers how many were submitted.
 * The local stack calls it in the background after seeding: the site is usable while jobs run.
 */
export async function submitSampleStreams(): Promise<number> {
  let submitted = 0;
  for (const video of SAMPLE_VIDEOS) {
    const record = await getVideoRecord(video.title);
    if (!record || !isPaired(record) || record.stream) continue;
    const stream = await submitStream(record);
    if (stream?.state === 'processing') submitted += 1;
  }
  return submitted;
}
