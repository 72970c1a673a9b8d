/**
 * /media/* on the site's distribution: the streams bucket through origin access control (its policy
 * lets only this distribution read), gated folders behind signed cookies verified with the key group
 * made from the operator's public keys (one resource per key, so a rotation adds a key and later drops
 * the old one, README "Media delivery keys"), free streams open. Segments are cached long and playlists
 * briefly (infra/media-caching.ts), by a behaviour each; only GET and HEAD pass, and neither cookies
 * nor query strings reach the bucket or the cache key, so every student shares the edge's copy.
 */
import { CfnOutput, CfnParameter, Duration, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { MEDIA_PREFIX } from '../functions/domain/streaming/layout';
import { publicKeyFingerprint } from '../functions/shared/media-signing';
import { securityHeadersPolicy } from './headers-policy';
import { NAME_LIMITS, regionalName } from './names';
import { mediaCaching, PUBLIC_MEDIA_FOLDERS, SEGMENT_EXTENSION, type MediaCaching } from './media-caching';

interface MediaDeliveryProps {
  readonly distribution: cloudfront.Distribution;
  readonly streamsBucket: s3.IBucket;
  /**
   * PEMs of the public keys that verify the cookies (context mediaPublicKeys): the signing key, and
   * while a rotation overlaps also the key before or after it. Empty only in an offline synth (the
   * app refuses a deployment without one); the key group then reads one key from the MediaPublicKey
   * parameter, which no deployment can rotate.
   */
  readonly publicKeys: readonly string[];
  /** Name or ARN of the Secrets Manager secret holding the private half and its key id (created by the operator). */
  readonly signingKeySecret: string;
}

export class MediaDeliveryConstruct extends Construct {
  /** One per key, by fingerprint: CloudFront never changes an existing key, so a new key is a new resource. */
  readonly publicKeys: readonly cloudfront.PublicKey[];
  readonly keyGroup: cloudfront.KeyGroup;
  private readonly secret: secretsmanager.ISecret;
  private readonly secretId: string;

  constructor(scope: Construct, id: string, props: MediaDeliveryProps) {
    super(scope, id);
    this.publicKeys = props.publicKeys.length > 0 ? this.keysByFingerprint(props.publicKeys) : [this.parameterKey()];
    this.keyGroup = new cloudfront.KeyGroup(this, 'SigningKeyGroup', {
      keyGroupName: regionalName(this, 'SigningKeyGroup', NAME_LIMITS.key),
      items: [...this.publicKeys],
      comment: 'Signers of /media cookies',
    });
    this.secretId = props.signingKeySecret;
    this.secret = props.signingKeySecret.startsWith('arn:')
      ? secretsmanager.Secret.fromSecretCompleteArn(this, 'SigningKeySecret', props.signingKeySecret)
      : secretsmanager.Secret.fromSecretNameV2(this, 'SigningKeySecret', props.signingKeySecret);

    const origin = origins.S3BucketOrigin.withOriginAccessControl(props.streamsBucket, {
      originAccessControl: new cloudfront.S3OriginAccessControl(this, 'StreamsAccess', {
        originAccessControlName: regionalName(this, 'StreamsAccess', NAME_LIMITS.originAccessControl),
      }),
    });
    const kinds = {
      segments: this.kind('Segments', mediaCaching.segments),
      playlists: this.kind('Playlists', mediaCaching.playlists),
    };
    const add = (pattern: string, kind: keyof typeof kinds, gated: boolean) =>
      props.distribution.addBehavior(pattern, origin, {
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
        compress: true,
        ...kinds[kind],
        ...(gated ? { trustedKeyGroups: [this.keyGroup] } : {}),
      });
    // CloudFront takes the first matching pattern in the order added: public folders before the gated rest.
    for (const folder of PUBLIC_MEDIA_FOLDERS) {
      add(`/${MEDIA_PREFIX}/${folder}/*${SEGMENT_EXTENSION}`, 'segments', false);
      add(`/${MEDIA_PREFIX}/${folder}/*`, 'playlists', false);
    }
    add(`/${MEDIA_PREFIX}/*${SEGMENT_EXTENSION}`, 'segments', true);
    add(`/${MEDIA_PREFIX}/*`, 'playlists', true);
  }

  /**
   * MEDIA_KEY_SECRET for the function that signs. The key id it signs under is in the secret, next to
   * the private key, so the two change together (functions/shared/media-signing.ts), never by a deploy.
   */
  signingEnvironment(): Record<string, string> {
    return { MEDIA_KEY_SECRET: this.secretId };
  }

  grantSigning(grantee: iam.IGrantable): void {
    this.secret.grantRead(grantee);
  }

  /** Each key's CloudFront id is an output: the operator writes it into the secret with the private key. */
  private keysByFingerprint(pems: readonly string[]): cloudfront.PublicKey[] {
    return pems.map((pem) => {
      const fingerprint = publicKeyFingerprint(pem);
      const key = new cloudfront.PublicKey(this, `SigningPublicKey${fingerprint}`, {
        publicKeyName: regionalName(this, `SigningPublicKey${fingerprint}`, NAME_LIMITS.key),
        encodedKey: pem,
        comment: `Verifies the /media signed cookies; key fingerprint ${fingerprint}`,
      });
      new CfnOutput(Stack.of(this), `MediaKeyId${fingerprint}`, {
        description: `CloudFront id of the media public key ${fingerprint}: the keyPairId of its signing secret`,
        value: key.publicKeyId,
      });
      return key;
    });
  }

  /** The key of an offline synth: a stack parameter, given at deploy time (CloudFormation needs one). */
  private parameterKey(): cloudfront.PublicKey {
    // In the stack's scope so its name is plainly MediaPublicKey on the deploy command line.
    const parameter = new CfnParameter(Stack.of(this), 'MediaPublicKey', {
      type: 'String',
      description: 'PEM public key that verifies the /media signed cookies (README: Media delivery keys)',
      minLength: 1,
    });
    return new cloudfront.PublicKey(this, 'SigningPublicKey', {
      publicKeyName: regionalName(this, 'SigningPublicKey', NAME_LIMITS.key),
      encodedKey: parameter.valueAsString,
      comment: 'Verifies the signed cookies of /media (private key in Secrets Manager)',
    });
  }

  private kind(name: string, caching: MediaCaching) {
    const ttl = Duration.seconds(caching.edgeSeconds);
    return {
      cachePolicy: new cloudfront.CachePolicy(this, `${name}Cache`, {
        cachePolicyName: regionalName(this, `${name}Cache`, NAME_LIMITS.policy),
        comment: `/media ${name.toLowerCase()}: no cookies, headers or query in the key`,
        minTtl: ttl,
        defaultTtl: ttl,
        maxTtl: ttl,
        cookieBehavior: cloudfront.CacheCookieBehavior.none(),
        headerBehavior: cloudfront.CacheHeaderBehavior.none(),
        queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      responseHeadersPolicy: securityHeadersPolicy(this, `${name}SecurityHeaders`, {
        comment: `/media ${name.toLowerCase()}: security headers and Cache-Control`,
        cacheControl: caching.cacheControl,
      }),
    };
  }
}
