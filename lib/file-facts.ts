import type { Locale } from "@/lib/i18n/routing";
import { messages } from "@/lib/messages";
import type { DocumentFile } from "@/lib/upstream/types";

/*
 * What a product or publication page says of its file before the visitor downloads it:
 * "PDF · 2.4 MB". Sizes count 1,024 bytes a KB and 1,024 KB a MB, as most file managers show them.
 */

const KB = 1024;
const MB = 1024 * KB;

const oneDecimal = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/**
 * A file size for people: "512 bytes", "85 KB" (whole KB, at least 1), "2.4 MB" (one decimal
 * at most, "12 MB" when whole); in Arabic "512 بايت" (KB and MB stay as units).
 */
export function formatFileSize(bytes: number, locale: Locale = "en"): string {
  if (bytes < KB)
    return locale === "ar" ? `${bytes} بايت` : `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${oneDecimal.format(bytes / MB)} MB`;
}

/**
 * The file's type and size as one line ("PDF · 2.4 MB", "Excel · 85 KB"), leaving out what is
 * unknown ("PDF"); null when nothing is known (no file, or a legacy upstream's product).
 */
export function fileFactsText(file: DocumentFile | null): string | null {
  if (!file) return null;
  const parts = [
    file.type === null ? null : messages.catalogue.fileTypes[file.type],
    file.sizeBytes === null ? null : formatFileSize(file.sizeBytes),
  ].filter((part): part is string => Boolean(part));
  return parts.length === 0 ? null : messages.catalogue.fileFacts(parts);
}
