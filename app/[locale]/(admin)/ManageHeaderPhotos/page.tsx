import type { Metadata } from "next";
import { ChangeImageDialog } from "@/app/[locale]/(admin)/_components/change-image-dialog";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { listHeaderRecords, type HeaderRecord } from "@/lib/upstream/static-content";
import { HeaderPhotoList } from "./_components/header-photo-list";
import { IntroLink, PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return { title: messages.adminPages.headerPhotos.title, robots: { index: false } };
}

/**
 * Spec §2 "Manage header photos": the home banner's photos in order, Delete with confirmation,
 * and the 'Add New Header Photo' dialog (a new photo goes last). Admin only (checked here, in
 * the layout, and again by the action and the route handler). The home banner changes on its
 * next load.
 */
export default async function ManageHeaderPhotosPage() {
  const session = await requireAdmin("/ManageHeaderPhotos");
  const messages = await getCatalogue();
  const text = messages.adminPages.headerPhotos;
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
            title={text.title}
            intro={
              <>
                {text.introBefore} <IntroLink href="/">{text.introLink}</IntroLink>
                {text.introAfter}
              </>
            }
          />
        </div>
        <ChangeImageDialog
          triggerLabel={text.add}
          title={text.add}
          uploadUrl="/api/admin/header-photos"
          fieldLabel={text.fieldLabel}
          requiredMessage={messages.admin.headerPhotoRequired}
          submitLabel={text.addPhoto}
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
