import { Link } from 'react-router';
import type { FamilyTreeNode } from '@shared/schemas/recipes';
import { paths } from '@web/app/paths';
import { formatTreeDate } from '../format';
import { RECIPE_TEXTS as T } from '../texts';

/** Number of versions in a tree. */
export function countVersions(node: FamilyTreeNode): number {
  return 1 + node.children.reduce((sum, child) => sum + countVersions(child), 0);
}

function TreeNode({ node, currentId, hrefFor }: { node: FamilyTreeNode; currentId?: string; hrefFor: (id: string) => string }) {
  const current = node.id === currentId;
  return (
    <li className="space-y-1">
      <Link
        to={hrefFor(node.id)}
        aria-current={current ? 'page' : undefined}
        className={`block rounded-lg border px-3 py-2 text-sm ${
          current
            ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
            : 'border-stone-200 bg-white text-stone-800 hover:border-brand-600 hover:bg-brand-50'
        }`}
      >
        <span className="block">{node.title}</span>
        <span className="block text-xs font-normal text-stone-600">
          <time dateTime={node.generatedAt}>{formatTreeDate(node.generatedAt)}</time>
          {current && <span className="ml-1">{T.currentVersion}</span>}
        </span>
      </Link>
      {node.children.length > 0 && (
        <ul className="ml-3 space-y-1 border-l-2 border-stone-200 pl-3">
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} currentId={currentId} hrefFor={hrefFor} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A recipe's family tree of versions as a nested list of links; the shown version has aria-current. */
export function FamilyTree({
  tree,
  currentId,
  hrefFor = paths.recipe,
  label,
}: {
  tree: FamilyTreeNode;
  currentId?: string;
  hrefFor?: (id: string) => string;
  /** Accessible name of the list. */
  label: string;
}) {
  return (
    <ul aria-label={label} className="space-y-1">
      <TreeNode node={tree} currentId={currentId} hrefFor={hrefFor} />
    </ul>
  );
}
