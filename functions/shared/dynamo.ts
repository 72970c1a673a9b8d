/** The DynamoDB document client, created once per container (see aws.ts for why it has its own module). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientOptions } from './aws';

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions), {
  marshallOptions: { removeUndefinedValues: true },
});
