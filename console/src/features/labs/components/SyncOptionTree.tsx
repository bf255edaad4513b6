import { Badge, Checkmark, HStack, TreeView, createTreeCollection } from '@chakra-ui/react';
import { type SyncSuiteOption, RESOURCE_SYNC_TEXTS } from '@oak/shared';
import { type KeyboardEvent, useMemo } from 'react';
import { scenarioNodeValue } from '../utils/sync-selection';
import { ChevronDownIcon } from './ChevronDownIcon';

interface OptionNode {
  readonly value: string;
  readonly label: string;
  readonly children?: readonly OptionNode[];
}

function NodeCheckbox({ label, checked }: { label: string; checked: boolean | 'indeterminate' }) {
  return (
    <TreeView.NodeCheckbox aria-label={label} display="inline-flex">
      <Checkmark size="sm" checked={checked === true} indeterminate={checked === 'indeterminate'} />
    </TreeView.NodeCheckbox>
  );
}

/**
 * The sync option catalogue as a tree (doc 1 §3): each suite, its scenario
 * types below it. A scenario type's checkbox chooses it; a suite's chooses or
 * clears all of its types; a click on a type's name toggles it too, and so does
 * Space on a focused type or suite.
 */
export function SyncOptionTree({
  catalogue,
  checked,
  onCheckedChange,
}: {
  catalogue: readonly SyncSuiteOption[];
  checked: readonly string[];
  onCheckedChange: (checked: string[]) => void;
}) {
  const collection = useMemo(
    () =>
      createTreeCollection<OptionNode>({
        nodeToValue: (node) => node.value,
        nodeToString: (node) => node.label,
        rootNode: {
          value: 'catalogue',
          label: RESOURCE_SYNC_TEXTS.newSync.scenarioTypes,
          children: catalogue.map((option) => ({
            value: option.suite,
            label: option.label,
            children: option.scenarioTypes.map((item) => ({
              value: scenarioNodeValue(option.suite, item.scenarioType),
              label: item.scenarioType,
            })),
          })),
        },
      }),
    [catalogue],
  );
  const toggle = (value: string) =>
    onCheckedChange(checked.includes(value) ? checked.filter((item) => item !== value) : [...checked, value]);
  /** A suite's checkbox: all of its types, or none once all are chosen. */
  const toggleSuite = (node: OptionNode) => {
    const types = node.children?.map((child) => child.value) ?? [];
    onCheckedChange(
      types.every((type) => checked.includes(type))
        ? checked.filter((item) => !types.includes(item))
        : [...checked, ...types.filter((type) => !checked.includes(type))],
    );
  };
  /** Space checks the focused node, as on a checkbox; Enter still opens a suite (WAI-ARIA tree view). */
  const onSpace = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    action();
  };

  return (
    <TreeView.Root
      collection={collection}
      checkedValue={[...checked]}
      onCheckedChange={(details) => onCheckedChange(details.checkedValue)}
      size="sm"
      colorPalette="brand"
      expandOnClick
    >
      <TreeView.Label srOnly asChild>
        <span>{RESOURCE_SYNC_TEXTS.newSync.scenarioTypes}</span>
      </TreeView.Label>
      <TreeView.Tree maxH="72" overflowY="auto" borderWidth="1px" rounded="l2" p="1">
        <TreeView.Node<OptionNode>
          indentGuide={<TreeView.BranchIndentGuide />}
          render={({ node, nodeState }) => {
            if (nodeState.isBranch) {
              const chosen = node.children?.filter((child) => checked.includes(child.value)).length ?? 0;
              // The suite's checkbox sits beside its button, not inside it: a control inside a button is
              // lost to assistive technology, which reads a button's content as its name only.
              return (
                <HStack gap="0" ps="1">
                  <NodeCheckbox
                    label={RESOURCE_SYNC_TEXTS.newSync.wholeSuite(node.label)}
                    checked={nodeState.checked}
                  />
                  <TreeView.BranchControl
                    aria-label={node.label}
                    flex="1"
                    onKeyDown={onSpace(() => toggleSuite(node))}
                  >
                    <TreeView.BranchText fontWeight="medium">{node.label}</TreeView.BranchText>
                    <Badge
                      size="xs"
                      variant={chosen > 0 ? 'solid' : 'subtle'}
                      colorPalette={chosen > 0 ? 'brand' : 'gray'}
                    >
                      {chosen > 0 ? `${chosen}/${node.children?.length ?? 0}` : (node.children?.length ?? 0)}
                    </Badge>
                    <TreeView.BranchIndicator
                      ms="auto"
                      transform="rotate(-90deg)"
                      _open={{ transform: 'none' }}
                    >
                      <ChevronDownIcon />
                    </TreeView.BranchIndicator>
                  </TreeView.BranchControl>
                </HStack>
              );
            }
            return (
              <TreeView.Item onClick={() => toggle(node.value)} onKeyDown={onSpace(() => toggle(node.value))}>
                <NodeCheckbox label={node.label} checked={nodeState.checked} />
                <TreeView.ItemText fontFamily="mono" fontSize="xs" truncate title={node.label}>
                  {node.label}
                </TreeView.ItemText>
              </TreeView.Item>
            );
          }}
        />
      </TreeView.Tree>
    </TreeView.Root>
  );
}
