/**
 * The DynamoDB tables, one per entry of definitions.tables, so the cloud and the local stack share
 * key schemas. Every table is on-demand (a tuition site's traffic is spiky and small), encrypted
 * with the AWS-owned key and has point-in-time recovery: student accounts are the business.
 */
import { CfnOutput, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tables as tableDefinitions, type TableDefinition, type TableKey } from '../functions/shared/resources';

interface DataConstructProps {
  /** RETAIN keeps every table when the stack is deleted (the default: losing accounts is not undoable). */
  readonly removalPolicy?: RemovalPolicy;
}

export class DataConstruct extends Construct {
  /** Keyed like definitions.tables. */
  readonly tables: Readonly<Record<TableKey, dynamodb.Table>>;

  constructor(scope: Construct, id: string, props: DataConstructProps = {}) {
    super(scope, id);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;
    const entries = (Object.entries(tableDefinitions) as [TableKey, TableDefinition][]).map(
      ([key, definition]) => [key, this.createTable(definition, removalPolicy)] as const,
    );
    this.tables = Object.fromEntries(entries) as Record<TableKey, dynamodb.Table>;

    // A stable output name, so the operator's create-admin step can look the table up.
    new CfnOutput(this, 'UsersTableName', {
      description: 'Users table (pass as USERS_TABLE to infra/create-admin.ts)',
      value: this.tables.users.tableName,
    }).overrideLogicalId('UsersTableName');
  }

  private createTable(definition: TableDefinition, removalPolicy: RemovalPolicy): dynamodb.Table {
    const table = new dynamodb.Table(this, definition.id, {
      partitionKey: { name: definition.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: definition.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: definition.ttlAttribute,
      deletionProtection: removalPolicy === RemovalPolicy.RETAIN,
      removalPolicy,
    });
    for (const index of definition.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    return table;
  }
}
