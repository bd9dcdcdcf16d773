import type { Metadata } from "next";
import { ChangeImageDialog } from "@/app/[locale]/(admin)/_components/change-image-dialog";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { listHeaderRecords, type HeaderRecord } from "@/lib/upstream/static-content";
import { HeaderPhotoList } from "./_components/header-photo-list";
import { IntroLink, PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export const metadata: Metadata = { title: "Manage Header Photos", robots: { index: false } };

/**
 * Spec §2 "Manage header photos": the home banner's photos in order, Delete with confirmation,
 * and the 'Add New Header Photo' dialog (a new photo goes last). Admin only (checked here, in
 * the layout, and again by the action and the route handler). The home banner changes on its
 * next load.
 */
export default async function ManageHeaderPhotosPage() {
  const session = await requireAdmin("/ManageHeaderPhotos");
  let photos: HeaderRecord[] | null;
  try {
    photos = await listHeaderRecords(session.token);
  } catch (error) {
    logUpstreamFailure(error, "ManageHeaderPhotos: headers failed");
    photos = null;
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageHeading
            title="Manage Header Photos"
            intro={
              <>
                The photos of the rotating banner on the <IntroLink href="/">home page</IntroLink>,
                in the order they play.
              </>
            }
          />
        </div>
        <ChangeImageDialog
          triggerLabel="Add New Header Photo"
          title="Add New Header Photo"
          uploadUrl="/api/admin/header-photos"
          fieldLabel="Header Photo"
          requiredMessage={messages.admin.headerPhotoRequired}
          submitLabel="Add Photo"
        />
      </div>
      <div className="mt-6">
        {photos ? (
          <HeaderPhotoList photos={photos.map(({ id, src }) => ({ id, src }))} />
        ) : (
          <InlineAlert message={messages.public.headerPhotosFailed} />
        )}
      </div>
    </div>
  );
}
