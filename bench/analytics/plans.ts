import type { Sql } from 'postgres';

// What PostgreSQL does for a query: EXPLAIN (ANALYZE, FORMAT JSON), reduced to the indexes it
// reads and the tables it scans whole.

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

export type PlanSummary = {
  name: string;
  indexes: string[];
  /** Tables read by a sequential scan, with the rows it returned. */
  seqScans: { table: string; rows: number }[];
  executionMs: number;
};

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** `sql` with its `params`, explained. */
export async function explain(
  client: Sql,
  name: string,
  sql: string,
  params: readonly unknown[],
): Promise<PlanSummary> {
  const [row] = await client.unsafe(`explain (analyze, format json) ${sql}`, params as never[]);
  const [plan] = (
    row as unknown as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }
  )['QUERY PLAN'];
  const indexes = new Set<string>();
  const seqScans: PlanSummary['seqScans'] = [];
  walk(plan.Plan, (node) => {
    if (node['Index Name']) indexes.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
      seqScans.push({
        table: node['Relation Name'],
        rows: (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1),
      });
    }
  });
  return { name, indexes: [...indexes].sort(), seqScans, executionMs: plan['Execution Time'] };
}
