export {
  LOW_CONFIDENCE,
  type PhotoAnalysisResponse,
  type PhotoCapabilities,
  type PhotoMode,
  photoAnalysisResponseSchema,
  photoCapabilitiesSchema,
} from './photo-analysis.ts';
export {
  checkPhoto,
  PHOTO_ACCEPT,
  PHOTO_MESSAGES,
  PHOTO_SNIFF_BYTES,
  photoFailureText,
} from './photo-file.ts';
