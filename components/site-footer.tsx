import { cacheLife } from "next/cache";
import { Link } from "@/components/ui/link";
import { env } from "@/lib/env";
import { serviceLinks } from "@/lib/routes/navigation";
import { BrandMark } from "./brand-mark";
import { getCatalogue } from "@/lib/i18n/server";

const linkClass = "text-sm text-slate-300 hover:text-white hover:underline";

/** The public footer: what we do, where to find it, and how to reach us (WhatsApp). */
/** This year, kept in the page cache for a day at most (a page must not read the clock itself). */
async function CopyrightYear() {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export async function SiteFooter() {
  const { publicPages } = await getCatalogue();
  const { footer, nav } = publicPages;
  const whatsapp = env.PAYMENT_WHATSAPP_NUMBER.replace(/\D/g, "");
  return (
    <footer className="mt-auto bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark className="size-8" />
            BrightWay Engineering
          </p>
          <p className="mt-3 max-w-md text-sm leading-6 text-slate-300">{footer.about}</p>
        </div>
        <nav aria-label={footer.services}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {footer.services}
          </h2>
          <ul className="mt-3 space-y-2">
            {serviceLinks.map((service) => (
              <li key={service.href}>
                <Link href={service.href} className={linkClass}>
                  {nav.links[service.href]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {footer.contact}
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a
                href={`https://wa.me/${whatsapp}`}
                className={linkClass}
                rel="noopener noreferrer"
                target="_blank"
              >
                {footer.whatsapp}
              </a>
            </li>
            <li>
              <Link href="/payment" className={linkClass}>
                {footer.howToPay}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-400">
          © <CopyrightYear /> {footer.rights}
        </p>
      </div>
    </footer>
  );
}
