"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId, type ReactNode } from "react";
import { useUiTexts } from "@/components/ui/ui-texts";
import { cn } from "@/lib/utils";

/** Props of {@link SortableList}. */
export interface SortableListProps<T> {
  /** The items in their current order. The list is controlled: reorder them in `onReorder`. */
  items: readonly T[];
  /** A stable, unique id of an item. */
  getId: (item: T) => UniqueIdentifier;
  /** The item's name for people: the handle's accessible name and the announcements use it. */
  getLabel: (item: T) => string;
  /** Called after a drop that changed the order, with the items in their new order. */
  onReorder: (items: T[]) => void;
  /**
   * Draws one item. `handle` is the drag handle (a button) to place in it, or null when the list
   * is not sortable.
   */
  renderItem: (item: T, handle: ReactNode, index: number) => ReactNode;
  /** False draws the items without handles (e.g. while saving, or when order cannot be saved). */
  isSortable?: boolean;
  /** The list element (default `ol`). */
  as?: "ol" | "ul";
  className?: string;
  itemClassName?: string;
  /** The handle's accessible name for an item label (default "Move {label}", in the page's language). */
  handleLabel?: (label: string) => string;
}

function DragHandleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
    </svg>
  );
}

function SortableItem({
  id,
  label,
  className,
  children,
}: {
  id: UniqueIdentifier;
  label: string;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none active:cursor-grabbing"
    >
      <DragHandleIcon />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(className, isDragging && "relative z-10 shadow-lg")}
    >
      {children(handle)}
    </li>
  );
}

/**
 * A vertical list whose items can be put in order by dragging a handle with a pointer or with
 * the keyboard (focus the handle, Space or Enter to pick up, arrow keys to move, Space or Enter
 * to drop, Escape to cancel), built on @dnd-kit. Screen readers hear the instructions and every
 * pick-up, move and drop with the item's label and position. Knows nothing about what it lists.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  isSortable = true,
  as: List = "ol",
  className,
  itemClassName,
  handleLabel,
}: SortableListProps<T>) {
  const texts = useUiTexts().sort;
  const labelForHandle = handleLabel ?? texts.move;
  // A stable id keeps the server and client rendering of dnd-kit's aria-describedby the same.
  const contextId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: UniqueIdentifier) => {
    const index = ids.indexOf(id);
    return index === -1 ? texts.item : getLabel(items[index]!);
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? -1 : ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      texts.pickedUp(labelOf(active.id), positionOf(active.id), ids.length),
    onDragOver: ({ active, over }) =>
      over
        ? texts.movedTo(labelOf(active.id), positionOf(over.id), ids.length)
        : texts.notOver(labelOf(active.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? texts.droppedAt(labelOf(active.id), positionOf(over.id), ids.length)
        : texts.droppedOutside(labelOf(active.id)),
    onDragCancel: ({ active }) =>
      texts.cancelled(labelOf(active.id), positionOf(active.id), ids.length),
  };

  if (!isSortable) {
    return (
      <List className={className}>
        {items.map((item, index) => (
          <li key={String(getId(item))} className={itemClassName}>
            {renderItem(item, null, index)}
          </li>
        ))}
      </List>
    );
  }

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from === -1 || to === -1) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List className={className}>
          {items.map((item, index) => (
            <SortableItem
              key={String(getId(item))}
              id={getId(item)}
              label={labelForHandle(getLabel(item))}
              className={itemClassName}
            >
              {(handle) => renderItem(item, handle, index)}
            </SortableItem>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
