import Image from "next/image";

// The home banner's first slide as app/[locale]/render/[mode]/(public)/page.tsx renders it (fill, sizes 100vw, preload,
// high priority, in a 4:3 box up to 560 px high on a phone), and nothing else: its LCP is the
// floor every public page is compared with. public/banner.jpg is the seed's first header photo
// (upstream/src/seed/images.ts headerBanner("skyline"), 1600×600 JPEG).
export default function FloorPage() {
  return (
    <main>
      <div style={{ position: "relative", width: "100%", aspectRatio: "4 / 3", maxHeight: 560 }}>
        <Image
          src="/banner.jpg"
          alt="Lighthouse floor banner"
          fill
          sizes="100vw"
          preload
          fetchPriority="high"
          style={{ objectFit: "cover" }}
        />
      </div>
    </main>
  );
}
