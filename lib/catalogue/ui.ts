/**
 * Texts of the shared components in `components/ui/` (used by admin, student and visitor
 * screens alike), in English. Mounted in `lib/messages.ts` as `messages.ui`.
 */
export const ui = {
  /** The file drop zone (`components/ui/file-drop.tsx`): admin forms and a student's upload. */
  fileDrop: {
    rules: (types: string, size: string) => `Accepted: ${types}. Up to ${size}.`,
    tooLarge: (size: string) => `The file is larger than ${size}. Please choose a smaller file.`,
    wrongType: (types: string) =>
      `This file's contents are not an accepted type (${types}). Please choose another file.`,
    previewAlt: (label: string) => `Preview of the chosen ${label.toLowerCase()}`,
    dropHere: "Drop the file here",
    dragHere: "Drag a file here, or choose one.",
    replace: "Replace",
    choose: "Choose file",
    remove: "Remove",
    removeLabel: (label: string) => `Remove ${label}`,
  },
} as const;
