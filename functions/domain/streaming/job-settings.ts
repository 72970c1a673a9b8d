/**
 * The transcode settings of the ladder in MediaConvert's terms, built from LADDER: every submitted
 * job (submit.ts) is fully specified with them (no job template), and the local twin (local/twins/)
 * reads them back to drive ffmpeg.
 *
 * Per rendition: H.264 Main, QVBR (quality-targeted) under the rendition's bitrate ceiling, the
 * rendition's frame rate by dropping (or repeating) whole frames, a closed GOP of the rendition's
 * whole number of segments with no extra keyframes on scene changes (so every keyframe falls on a
 * segment boundary every rendition shares: see ladder.ts), mono AAC-LC.
 */
import type { Input, OutputGroup, Output } from '@aws-sdk/client-mediaconvert';
import { AUDIO_SAMPLE_RATE, SEGMENT_SECONDS, type Rendition } from './ladder';
import { OUTPUT_BASE } from './layout';

/**
 * x264's CRF and MediaConvert's QVBR level (1–10) run in opposite directions, ~3.2 CRF steps a
 * level. MediaConvert takes the level to a third (QvbrQualityLevel plus QvbrQualityLevelFineTune of
 * 0, 0.33 or 0.66): whole levels alone would give 360p (CRF 27) and 720p (CRF 25) the same one.
 */
export function qvbrLevel(crf: number): { level: number; fineTune: number } {
  const thirds = Math.min(30, Math.max(3, Math.round(((51 - crf) / 3.2) * 3)));
  const level = Math.floor(thirds / 3);
  return { level, fineTune: [0, 0.33, 0.66][thirds % 3] ?? 0 };
}
/** The CRF the local twin encodes a QVBR level (with its fine tune) with. */
export const crfForQvbr = (level: number, fineTune = 0): number => 51 - (level + fineTune) * 3.2;

/** Main profile throughout; level 3.1 only where 720p needs it. */
const h264Level = (rendition: Rendition): 'LEVEL_3' | 'LEVEL_3_1' => (rendition.height > 576 ? 'LEVEL_3_1' : 'LEVEL_3');

/** The RFC 6381 codec string of a rendition, as a master playlist's CODECS names it. */
export const codecsOf = (rendition: Rendition): string =>
  `avc1.4d40${h264Level(rendition) === 'LEVEL_3_1' ? '1f' : '1e'},mp4a.40.2`;

const nameModifier = (rendition: Rendition): string => `_${rendition.name}`;

export function renditionOutput(rendition: Rendition): Output {
  const quality = qvbrLevel(rendition.crf);
  return {
    NameModifier: nameModifier(rendition),
    ContainerSettings: { Container: 'M3U8', M3u8Settings: {} },
    OutputSettings: { HlsSettings: {} },
    VideoDescription: {
      Width: rendition.width,
      Height: rendition.height,
      CodecSettings: {
        Codec: 'H_264',
        H264Settings: {
          RateControlMode: 'QVBR',
          QvbrSettings: {
            QvbrQualityLevel: quality.level,
            ...(quality.fineTune > 0 ? { QvbrQualityLevelFineTune: quality.fineTune } : {}),
          },
          MaxBitrate: rendition.maxVideoBitrate,
          CodecProfile: 'MAIN',
          CodecLevel: h264Level(rendition),
          GopSize: rendition.gopSeconds,
          GopSizeUnits: 'SECONDS',
          GopClosedCadence: 1,
          MinIInterval: 0,
          SceneChangeDetect: 'DISABLED',
          FramerateControl: 'SPECIFIED',
          FramerateNumerator: rendition.maxFps,
          FramerateDenominator: 1,
          // Whole frames kept or dropped: blending neighbours (INTERPOLATE) smears a slide change
          // across frames, and text is what a lecture's frames are for.
          FramerateConversionAlgorithm: 'DUPLICATE_DROP',
          QualityTuningLevel: 'SINGLE_PASS_HQ',
        },
      },
    },
    AudioDescriptions: [
      {
        CodecSettings: {
          Codec: 'AAC',
          AacSettings: {
            Bitrate: rendition.audioBitrate,
            CodingMode: 'CODING_MODE_1_0',
            SampleRate: AUDIO_SAMPLE_RATE,
            CodecProfile: 'LC',
          },
        },
      },
    ],
  };
}

/**
 * The HLS output group. `destination` is s3://<streams bucket>/media/<folder>/<stream id>/:
 * MediaConvert appends OUTPUT_BASE, each output's name modifier, and ".m3u8" or "_00001.ts".
 */
export function hlsOutputGroup(renditions: readonly Rendition[], destination: string): OutputGroup {
  return {
    Name: 'HLS',
    OutputGroupSettings: {
      Type: 'HLS_GROUP_SETTINGS',
      HlsGroupSettings: {
        Destination: `${destination}${OUTPUT_BASE}`,
        SegmentLength: SEGMENT_SECONDS,
        MinSegmentLength: 0,
        SegmentControl: 'SEGMENTED_FILES',
        DirectoryStructure: 'SINGLE_DIRECTORY',
        OutputSelection: 'MANIFESTS_AND_SEGMENTS',
        ManifestDurationFormat: 'FLOATING_POINT',
        CodecSpecification: 'RFC_4281',
        ProgramDateTime: 'EXCLUDE',
      },
    },
    Outputs: renditions.map(renditionOutput),
  };
}

/** The job's one input: `fileInput` is s3://<bucket>/<safe key> (videos/video-id.ts). */
export function sourceInput(fileInput: string): Input {
  return {
    FileInput: fileInput,
    AudioSelectors: { 'Audio Selector 1': { DefaultSelection: 'DEFAULT' } },
    VideoSelector: {},
    TimecodeSource: 'ZEROBASED',
  };
}
