// The bare Next page of `npm run bench:web`: static text of about BARE_PAGE_BYTES decoded bytes
// (set by scripts/floor-app.mjs at build time), no data, no proxy work: what `next start` serves
// fastest for a page of a public page's size. Words drawn by a fixed pseudo-random sequence, so
// the page compresses about as a real page does (a repeated sentence would compress to nothing).
const WORDS = (
  "beam column slab footing load shear moment steel concrete rebar design code seismic wind " +
  "bridge truss frame analysis section stiffness deflection crack span girder pile soil " +
  "foundation retaining wall course lesson package month engineer structural civil project " +
  "excel sheet book publication session recording certificate exam quiz price wallet transfer"
).split(" ");

// The text appears twice in the document (the HTML and the RSC payload Next inlines for
// hydration), each paragraph with its markup: the document is about 2.2× the text (measured).
const TARGET_CHARACTERS = Math.max(
  1000,
  Math.floor(Number(process.env.BARE_PAGE_BYTES ?? 74_000) / 2.2),
);

function paragraphs(): string[] {
  const result: string[] = [];
  let seed = 20261129;
  let total = 0;
  while (total < TARGET_CHARACTERS) {
    const words: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      words.push(WORDS[(seed >>> 16) % WORDS.length]);
    }
    const paragraph = words.join(" ") + ".";
    result.push(paragraph);
    total += paragraph.length + 7;
  }
  return result;
}

export default function BarePage() {
  return (
    <main>
      <h1>Bare page</h1>
      {paragraphs().map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  );
}
