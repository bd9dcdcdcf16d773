"use client";

import { useState } from "react";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { ActionResult } from "@/lib/actions/result";

/**
 * `items` in the order of `ids` when `ids` names exactly the same items; otherwise `items` as
 * they are (the server's list changed since: its order wins).
 */
export function applyOrder<T, K>(
  items: readonly T[],
  ids: readonly K[] | null,
  getId: (item: T) => K,
): T[] {
  if (!ids || ids.length !== items.length) return [...items];
  const byId = new Map(items.map((item) => [getId(item), item]));
  const ordered = ids.map((id) => byId.get(id));
  return ordered.every((item) => item !== undefined) ? (ordered as T[]) : [...items];
}

/**
 * The order of an admin's sortable list (sections, videos, live sessions, questions): a new
 * order shows at once and is saved through `save` (a server action given every id in order);
 * if saving fails, `failureMessage` is toasted and the server's order comes back.
 * @returns `ordered` to draw and `saveOrder` for the `onReorder` of `SortableList` (sortable-list.tsx).
 */
export function useSavedOrder<T, K>(
  items: readonly T[],
  getId: (item: T) => K,
  save: (ids: K[]) => Promise<ActionResult<unknown>>,
  failureMessage: string,
): { ordered: T[]; saveOrder: (items: T[]) => void } {
  const { run } = useActionRunner();
  const [order, setOrder] = useState<K[] | null>(null);
  const saveOrder = (reordered: T[]) => {
    const ids = reordered.map(getId);
    setOrder(ids);
    void run(() => save(ids), failureMessage).then((result) => {
      if (!result.ok) setOrder(null);
    });
  };
  return { ordered: applyOrder(items, order, getId), saveOrder };
}
