/**
 * The MediaConvert client, created once per container. Its endpoint is the regional one in the
 * cloud and the local twin's through the standard AWS_ENDPOINT_URL_MEDIACONVERT variable.
 */
import { MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { clientOptions } from './aws';

export const mediaConvert = new MediaConvertClient({ ...clientOptions });
