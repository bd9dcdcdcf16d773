/**
 * The demo catalogue of the reference upstream: realistic content for structural engineers
 * (courses, packages, products, publications, projects, demo students). Pure data, no I/O;
 * `seed.ts` turns it into rows and `files.ts` draws its images and builds its documents.
 */
import type { SignupBody } from "@brightway/contract";

/** A structural motif drawn on a course cover or a document cover. */
export type Motif = "frame" | "bridge" | "slab-grid" | "rc-section" | "truss" | "foundation";

/** A document section: a heading and its paragraphs (plain ASCII text). */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

/** An on-demand course with its packages (prices in EGP) and sections of video titles. */
export interface DemoOnDemandCourse {
  key: string;
  name: string;
  description: string;
  objectives: string;
  /** "What you will learn" (course outcomes and requirements extension). */
  outcomes: string[];
  /** "Requirements" (the same extension). */
  requirements: string[];
  /** Total video hours, text as on the wire. */
  hours: string;
  discount: number;
  hasDiscount: boolean;
  instructor: DemoInstructor;
  motif: Motif;
  /** Cover colours: [dark, light] hex. */
  palette: [string, string];
  packages: { name: string; durationByMonthes: number; price: number }[];
  sections: { name: string; videos: string[] }[];
  /** The title of the video offered as a free preview (anyone may play it), if any. */
  previewVideo?: string;
}

/** A course instructor: name, short bio and the colours of the drawn portrait. */
export interface DemoInstructor {
  name: string;
  description: string;
  portrait: {
    skin: string;
    hair: string;
    shirt: string;
    background: string;
    hasGlasses: boolean;
    hasBeard: boolean;
  };
}

/**
 * A live session of a demo online course: `minutesFromSeed` after the seed runs (before it when
 * negative), or `courseWeek` whole weeks after the course's first session time. A past session
 * may have its recording (a YouTube embed, as the on-demand videos store theirs).
 */
export interface DemoLiveSession {
  title: string;
  durationMinutes: number;
  at: { minutesFromSeed: number } | { courseWeek: number };
  hasRecording?: boolean;
}

/**
 * A live online course; dates are offsets from "now" in weeks (a negative start: it has begun),
 * price in USD. `meetingLink`: its sessions' meeting room, on a host that is not the site.
 */
export interface DemoOnlineCourse {
  key: string;
  name: string;
  description: string;
  objectives: string;
  /** "What you will learn" (course outcomes and requirements extension). */
  outcomes: string[];
  /** "Requirements" (the same extension). */
  requirements: string[];
  hours: string;
  /** USD. */
  defaultPrice: number;
  discount: number;
  hasDiscount: boolean;
  startInWeeks: number;
  durationWeeks: number;
  link: string;
  meetingLink: string;
  sessions: DemoLiveSession[];
  instructor: DemoInstructor;
  motif: Motif;
  palette: [string, string];
}

/** File type of a product, as on the wire: 0 PDF, 1 Excel, 2 Word, 3 PowerPoint. */
export type FileTypeNumber = 0 | 1 | 2 | 3;

/** A cell of a demo spreadsheet: text, a number, or a formula with its computed value. */
export type SheetCell = string | number | { formula: string; value: number } | null;

/** The body of a demo document, by file type. */
export type DemoDocumentBody =
  | { kind: "pdf"; sections: DocumentSection[] }
  | { kind: "xlsx"; sheetName: string; rows: SheetCell[][] }
  | { kind: "docx"; sections: DocumentSection[] }
  | { kind: "pptx"; slides: { title: string; bullets: string[] }[] };

/** A paid product (price in USD, always > 0) with its file. */
export interface DemoProduct {
  key: string;
  title: string;
  description: string;
  /** USD. */
  price: number;
  typeOfFile: FileTypeNumber;
  /** Drawn on the cover image. */
  motif: Motif;
  body: DemoDocumentBody;
}

/** A free publication (always a PDF). */
export interface DemoPublication {
  title: string;
  description: string;
  /** Drawn on the cover image. */
  motif: Motif;
  sections: DocumentSection[];
}

/** A consultancy project and its drawn photos (exactly one main image). */
export interface DemoProject {
  name: string;
  scene: "tower" | "warehouse" | "bridge";
  images: { name: string; description: string; isMainImage: boolean; view: ProjectView }[];
}

/** What a project photo shows. */
export type ProjectView = "elevation" | "construction" | "detail" | "plan";

/**
 * A demo student account, its signup's fields (credentials are public demo data, printed in the
 * README) and what it holds.
 */
export interface DemoStudent extends SignupBody {
  /** `completedVideos`: the first N videos of the course marked complete (learning progress). */
  enrollments: {
    courseKey: string;
    packageName: string;
    startedMonthsAgo: number;
    completedVideos?: number;
  }[];
  /** Online courses the student is enrolled in (no package; since 3 weeks before the seed), having attended every past session. */
  onlineCourseKeys: string[];
  productKeys: string[];
}

const instructors = {
  ahmed: {
    name: "Eng. Ahmed Samir",
    description:
      "M.Sc. Structural Engineering, Cairo University. 12 years designing high-rise residential and " +
      "commercial towers in Egypt and the Gulf; lead modeller on more than 40 ETABS projects.",
    portrait: {
      skin: "#c98e62",
      hair: "#2b1d14",
      shirt: "#1f4e79",
      background: "#dbe7f3",
      hasGlasses: true,
      hasBeard: false,
    },
  },
  mona: {
    name: "Eng. Mona El-Sherif",
    description:
      "M.Sc. Structural Engineering, Ain Shams University. 10 years in bridge and special-structure " +
      "design, including steel pedestrian bridges and elevated water tanks.",
    portrait: {
      skin: "#d9a27a",
      hair: "#3b2416",
      shirt: "#7a2e3a",
      background: "#f3e3dc",
      hasGlasses: false,
      hasBeard: false,
    },
  },
  karim: {
    name: "Eng. Karim Abdel-Aziz",
    description:
      "Senior structural engineer, 14 years designing flat slabs, post-tensioned floors and raft " +
      "foundations; chartered member of the Egyptian Engineers Syndicate.",
    portrait: {
      skin: "#b57b52",
      hair: "#1b1b1b",
      shirt: "#2f5d3a",
      background: "#dcefe0",
      hasGlasses: false,
      hasBeard: true,
    },
  },
  hany: {
    name: "Dr. Hany Fouad",
    description:
      "Ph.D. Reinforced Concrete Structures, Alexandria University. Lecturer and consultant, 18 years " +
      "teaching and applying the Egyptian Code ECP 203 on residential and industrial buildings.",
    portrait: {
      skin: "#c4895e",
      hair: "#6b6b6b",
      shirt: "#4a3c6b",
      background: "#e6e0f2",
      hasGlasses: true,
      hasBeard: true,
    },
  },
} satisfies Record<string, DemoInstructor>;

/** The 1, 3 and 6 month packages every demo on-demand course sells, at these prices (EGP). */
function monthlyPackages(
  oneMonth: number,
  threeMonths: number,
  sixMonths: number,
): DemoOnDemandCourse["packages"] {
  return [
    { name: "1 Month", durationByMonthes: 1, price: oneMonth },
    { name: "3 Months", durationByMonthes: 3, price: threeMonths },
    { name: "6 Months", durationByMonthes: 6, price: sixMonths },
  ];
}

/** Four on-demand courses, each with 3 packages (EGP), 3-5 sections and 3-6 videos per section. */
export const onDemandCourses: DemoOnDemandCourse[] = [
  {
    key: "etabs",
    name: "ETABS for High-Rise Buildings",
    description:
      "Model, analyse and design a 20-storey reinforced-concrete tower in ETABS, from grids and " +
      "section properties to seismic and wind loads, P-Delta, drift checks and shear-wall design.",
    objectives:
      "Build a complete building model; apply gravity, wind and seismic loads to ECP 201; check " +
      "drift, torsional irregularity and stability; design columns, beams and shear walls; export " +
      "results for detailing.",
    outcomes: [
      "Build a complete 20-storey concrete building model in ETABS",
      "Apply gravity, wind and seismic loads to ECP 201 and combine them for design",
      "Check storey drift, torsional irregularity and P-Delta stability",
      "Design columns, beams and shear walls and read the design output",
      "Export reactions to SAFE and prepare a design report",
    ],
    requirements: [
      "Reinforced concrete design basics (flexure, shear, columns)",
      "Structural analysis of frames at university level",
      "A Windows computer able to run ETABS (a trial licence is enough)",
    ],
    hours: "32",
    discount: 15,
    hasDiscount: true,
    instructor: instructors.ahmed,
    motif: "frame",
    palette: ["#0f2a4a", "#2f6ea5"],
    packages: monthlyPackages(900, 1500, 2500),
    previewVideo: "Interface tour and project units",
    sections: [
      {
        name: "Getting Started with ETABS",
        videos: [
          "Interface tour and project units",
          "Defining grids and storey data",
          "Materials: concrete grades and rebar",
          "Frame and shell section properties",
        ],
      },
      {
        name: "Building the Model",
        videos: [
          "Drawing columns, beams and slabs",
          "Modelling shear walls and cores",
          "Rigid diaphragms and mesh settings",
          "Supports and foundation springs",
          "Checking the model before analysis",
        ],
      },
      {
        name: "Loads and Load Combinations",
        videos: [
          "Dead, live and finishing loads",
          "Wind load to ECP 201-2012",
          "Response spectrum for seismic zones of Egypt",
          "Mass source and modal analysis",
          "Load combinations for design",
        ],
      },
      {
        name: "Analysis Checks",
        videos: [
          "Storey drift and displacement limits",
          "Torsional irregularity check",
          "P-Delta effects and stability index",
        ],
      },
      {
        name: "Design and Output",
        videos: [
          "Column and beam design results",
          "Shear wall pier and spandrel design",
          "Exporting reactions to SAFE",
          "Preparing the design report",
        ],
      },
    ],
  },
  {
    key: "sap2000",
    name: "SAP2000 for Bridges and Special Structures",
    description:
      "Use SAP2000 for structures that do not fit a building template: a steel truss footbridge, an " +
      "elevated water tank, a cable-supported canopy and a box-girder bridge with moving loads.",
    objectives:
      "Model frames, shells and cables; define moving loads and influence lines; run staged and " +
      "nonlinear analyses; design steel members to AISC 360 and interpret results with confidence.",
    outcomes: [
      "Model frames, shells and cables in SAP2000",
      "Define moving loads, lanes and influence lines for a bridge",
      "Run staged and nonlinear analyses and judge their results",
      "Design steel members to AISC 360",
    ],
    requirements: [
      "Steel design basics",
      "Structural analysis of frames and trusses",
      "A Windows computer able to run SAP2000",
    ],
    hours: "28",
    discount: 0,
    hasDiscount: false,
    instructor: instructors.mona,
    motif: "bridge",
    palette: ["#3a1420", "#a0424f"],
    packages: monthlyPackages(800, 1800, 3000),
    sections: [
      {
        name: "SAP2000 Fundamentals",
        videos: [
          "Templates, grids and coordinate systems",
          "Frame releases and end offsets",
          "Shell elements and meshing",
          "Running a first linear analysis",
        ],
      },
      {
        name: "Steel Truss Footbridge",
        videos: [
          "Geometry of a Warren truss",
          "Pedestrian and wind loads",
          "Steel design to AISC 360",
          "Deflection and vibration checks",
          "Connection forces for detailing",
        ],
      },
      {
        name: "Elevated Water Tank",
        videos: [
          "Modelling the tank shell and staging",
          "Hydrostatic pressure with joint patterns",
          "Sloshing mass for seismic analysis",
        ],
      },
      {
        name: "Box-Girder Bridge with Moving Loads",
        videos: [
          "Lanes, vehicles and moving-load cases",
          "Influence lines and envelopes",
          "Temperature and prestress loads",
          "Reading bridge response envelopes",
          "Bearing reactions for substructure design",
          "Summary and common modelling mistakes",
        ],
      },
    ],
  },
  {
    key: "safe",
    name: "SAFE: Slab and Foundation Design",
    description:
      "Design flat slabs, post-tensioned floors, isolated footings and raft foundations in SAFE, " +
      "with punching shear, cracked-section deflection and soil-pressure checks.",
    objectives:
      "Import floors and reactions from ETABS; define strips and design flat slabs; check punching " +
      "shear and long-term deflection; design raft foundations on subgrade springs.",
    outcomes: [
      "Import floors and column reactions from ETABS",
      "Define design strips and design flat slabs",
      "Check punching shear and long-term cracked deflection",
      "Design post-tensioned floors and raft foundations on soil springs",
    ],
    requirements: [
      "Reinforced concrete slab design basics",
      "Some ETABS experience helps (our ETABS course covers it)",
    ],
    hours: "24",
    discount: 0,
    hasDiscount: false,
    instructor: instructors.karim,
    motif: "slab-grid",
    palette: ["#123524", "#3f8a5c"],
    packages: monthlyPackages(700, 1400, 2200),
    sections: [
      {
        name: "Flat Slab Modelling",
        videos: [
          "Importing a floor from ETABS",
          "Slab properties and drop panels",
          "Design strips: column and middle strips",
          "Openings and edge beams",
        ],
      },
      {
        name: "Punching Shear and Deflection",
        videos: [
          "Punching shear perimeters and checks",
          "Shear reinforcement options",
          "Cracked-section long-term deflection",
        ],
      },
      {
        name: "Post-Tensioned Slabs",
        videos: [
          "Tendon layout and profiles",
          "Losses and balanced loads",
          "Stress checks at transfer and service",
          "Designing a PT flat plate",
        ],
      },
      {
        name: "Raft Foundations",
        videos: [
          "Subgrade modulus and soil springs",
          "Importing column reactions",
          "Soil pressure and settlement checks",
          "Raft reinforcement design",
          "Piled raft basics",
        ],
      },
    ],
  },
  {
    key: "ecp203",
    name: "Reinforced Concrete Design to the Egyptian Code ECP 203",
    description:
      "Hand calculations every structural engineer in Egypt needs: limit-states design of beams, " +
      "slabs, columns and footings to ECP 203-2020, with worked examples checked against software.",
    objectives:
      "Apply the ultimate limit state to flexure, shear and torsion; design one-way, two-way and " +
      "flat slabs; design short and slender columns; size footings; detail reinforcement to code.",
    outcomes: [
      "Apply the ultimate limit state to flexure, shear and torsion",
      "Design one-way, two-way, hollow-block and flat slabs by hand",
      "Design short and slender columns with interaction diagrams",
      "Size isolated, combined and strap footings",
      "Detail reinforcement to ECP 203-2020",
    ],
    requirements: [
      "Strength of materials and structural analysis basics",
      "A scientific calculator",
    ],
    hours: "36",
    discount: 10,
    hasDiscount: true,
    instructor: instructors.hany,
    motif: "rc-section",
    palette: ["#2e2a4a", "#6a5fa8"],
    packages: monthlyPackages(600, 1200, 2000),
    sections: [
      {
        name: "Basis of Design",
        videos: [
          "Limit states and load factors",
          "Material strengths and partial safety factors",
          "Stress-strain models for concrete and steel",
        ],
      },
      {
        name: "Beams",
        videos: [
          "Singly reinforced sections",
          "Doubly reinforced and T-sections",
          "Shear design and stirrups",
          "Torsion design",
          "Deflection and crack control",
        ],
      },
      {
        name: "Slabs",
        videos: [
          "One-way solid slabs",
          "Two-way slabs by the coefficient method",
          "Hollow-block (hordy) slabs",
          "Flat slabs by the empirical method",
        ],
      },
      {
        name: "Columns",
        videos: [
          "Short columns under axial load",
          "Interaction diagrams for bending",
          "Slender columns and additional moments",
          "Biaxial bending",
        ],
      },
      {
        name: "Footings",
        videos: [
          "Isolated footings",
          "Combined and strap footings",
          "Reinforcement detailing and development length",
        ],
      },
    ],
  },
];

/**
 * Three live online courses. The first began two weeks ago: a session a week ago with its
 * recording, the next 10 minutes after the seed runs (so a newcomer signed in as Mariam can Join
 * at once) and one a week later. The others start in 6 and 10 weeks, with two sessions each; the
 * second has a 20% discount. Meeting rooms are on Jitsi Meet, a host that is not the site.
 */
export const onlineCourses: DemoOnlineCourse[] = [
  {
    key: "seismic",
    name: "Seismic Design of RC Buildings to ECP 201",
    description:
      "Live sessions on the seismic provisions of the Egyptian loading code: response spectra, " +
      "equivalent static and modal analysis, ductility classes and detailing of ductile frames.",
    objectives:
      "Choose the right analysis method; compute base shear and its distribution; check drift and " +
      "second-order effects; detail beams, columns and walls for ductility.",
    outcomes: [
      "Choose between the equivalent static and modal methods",
      "Compute base shear and distribute it over the storeys",
      "Check drift and second-order effects",
      "Detail beams, columns and walls for ductility",
    ],
    requirements: [
      "Reinforced concrete design basics",
      "Structural dynamics at an introductory level helps but is not required",
    ],
    hours: "18",
    defaultPrice: 120,
    discount: 0,
    hasDiscount: false,
    startInWeeks: -2,
    durationWeeks: 6,
    link: "https://meet.google.com/bwy-seis-201",
    meetingLink: "https://meet.jit.si/BrightWay-seismic-ecp201",
    sessions: [
      {
        title: "Seismic hazard and response spectra to ECP 201",
        durationMinutes: 120,
        at: { courseWeek: 1 },
        hasRecording: true,
      },
      {
        title: "Equivalent static method: base shear and its distribution",
        durationMinutes: 90,
        at: { minutesFromSeed: 10 },
      },
      {
        title: "Modal analysis, drift and ductile detailing",
        durationMinutes: 90,
        at: { minutesFromSeed: 10 + 7 * 24 * 60 },
      },
    ],
    instructor: instructors.ahmed,
    motif: "frame",
    palette: ["#1b2f3d", "#3f7fa3"],
  },
  {
    key: "steel-industrial",
    name: "Steel Structures: Design of Industrial Buildings",
    description:
      "Design a steel warehouse end to end in live workshops: portal frames, purlins, bracing, crane " +
      "girders, base plates and connection design, with drawings review.",
    objectives:
      "Lay out an efficient structural system; design frames and secondary members; design bolted " +
      "and welded connections; prepare shop-drawing checklists.",
    outcomes: [
      "Lay out an efficient structural system for a steel warehouse",
      "Design portal frames, purlins, bracing and crane girders",
      "Design bolted and welded connections and base plates",
      "Review shop drawings with a checklist",
    ],
    requirements: ["Steel design basics", "Structural analysis of frames"],
    hours: "24",
    defaultPrice: 150,
    discount: 20,
    hasDiscount: true,
    startInWeeks: 6,
    durationWeeks: 5,
    link: "https://meet.google.com/bwy-steel-ind",
    meetingLink: "https://meet.jit.si/BrightWay-steel-industrial",
    sessions: [
      {
        title: "Portal frames: loads, layout and analysis",
        durationMinutes: 120,
        at: { courseWeek: 0 },
      },
      { title: "Purlins, bracing and crane girders", durationMinutes: 120, at: { courseWeek: 1 } },
    ],
    instructor: instructors.mona,
    motif: "truss",
    palette: ["#3d2a14", "#b0762f"],
  },
  {
    key: "foundations",
    name: "Foundation Engineering for Practising Engineers",
    description:
      "Live course on shallow and deep foundations: reading a soil report, bearing capacity, " +
      "settlement, pile groups and raft design, with case studies from Egyptian projects.",
    objectives:
      "Interpret borehole logs and lab results; choose a foundation system; size footings, rafts " +
      "and pile groups; check settlement and differential settlement.",
    outcomes: [
      "Read borehole logs and laboratory results in a soil report",
      "Choose a suitable foundation system",
      "Size footings, rafts and pile groups",
      "Check settlement and differential settlement",
    ],
    requirements: ["Soil mechanics basics", "Reinforced concrete design basics"],
    hours: "20",
    defaultPrice: 130,
    discount: 0,
    hasDiscount: false,
    startInWeeks: 10,
    durationWeeks: 3,
    link: "https://meet.google.com/bwy-found-eng",
    meetingLink: "https://meet.jit.si/BrightWay-foundations",
    sessions: [
      { title: "Reading a soil report", durationMinutes: 90, at: { courseWeek: 0 } },
      {
        title: "Bearing capacity and settlement of shallow foundations",
        durationMinutes: 120,
        at: { courseWeek: 1 },
      },
    ],
    instructor: instructors.karim,
    motif: "foundation",
    palette: ["#2b2b2b", "#7a6a52"],
  },
];

/** Six paid products (USD) covering all four file types. */
export const products: DemoProduct[] = [
  {
    key: "steel-connections",
    motif: "truss",
    title: "Steel Connection Design Handbook",
    description:
      "Worked design procedures for shear tabs, end plates, base plates and bracing gussets to AISC " +
      "360, with check lists for bolts and welds.",
    price: 25,
    typeOfFile: 0,
    body: {
      kind: "pdf",
      sections: [
        {
          heading: "1. Scope",
          paragraphs: [
            "This handbook collects design procedures for the steel connections most often met in " +
              "industrial and commercial buildings: single-plate shear connections, extended end " +
              "plates, column base plates and bracing gusset plates.",
          ],
        },
        {
          heading: "2. Bolt checks",
          paragraphs: [
            "For each bolt group check shear rupture of the bolts, bearing and tear-out at the holes, " +
              "and the combined tension and shear interaction for bolts in end plates.",
            "Use standard holes unless erection tolerances require slots, and keep the edge distance " +
              "at least 1.5 times the bolt diameter.",
          ],
        },
        {
          heading: "3. Weld checks",
          paragraphs: [
            "Size fillet welds for the resultant force per unit length, respecting the minimum size " +
              "for the thicker part joined and the maximum size along edges.",
          ],
        },
      ],
    },
  },
  {
    key: "seismic-checklist",
    motif: "frame",
    title: "Seismic Design Checklist to ECP 201",
    description:
      "A two-page checklist for reviewing the seismic design of reinforced-concrete buildings: " +
      "irregularities, analysis method, drift limits and ductile detailing.",
    price: 10,
    typeOfFile: 0,
    body: {
      kind: "pdf",
      sections: [
        {
          heading: "Before analysis",
          paragraphs: [
            "Confirm the seismic zone, soil class and importance factor. Check plan and vertical " +
              "irregularities, since they decide whether the equivalent static method is allowed.",
          ],
        },
        {
          heading: "After analysis",
          paragraphs: [
            "Check that modal mass participation exceeds 90 percent, that inter-storey drift stays " +
              "within the code limit, and that the stability coefficient is below 0.10 or P-Delta " +
              "effects are included.",
          ],
        },
        {
          heading: "Detailing",
          paragraphs: [
            "Provide confinement hoops at column ends, avoid lap splices in plastic hinge zones and " +
              "verify the strong-column weak-beam ratio at every joint.",
          ],
        },
      ],
    },
  },
  {
    key: "retaining-wall",
    motif: "foundation",
    title: "Retaining Wall Design Spreadsheet",
    description:
      "Cantilever retaining wall design: earth pressure, overturning and sliding safety factors, " +
      "bearing pressure and stem reinforcement, with every formula visible.",
    price: 15,
    typeOfFile: 1,
    body: {
      kind: "xlsx",
      sheetName: "Retaining Wall",
      rows: [
        ["Cantilever Retaining Wall - Stability Check", null, null],
        ["Input", "Value", "Unit"],
        ["Retained height H", 4, "m"],
        ["Soil unit weight", 18, "kN/m3"],
        ["Friction angle", 30, "deg"],
        ["Base width B", 2.8, "m"],
        ["Output", null, null],
        [
          "Active coefficient Ka",
          { formula: "(1-SIN(RADIANS(B5)))/(1+SIN(RADIANS(B5)))", value: 0.3333 },
          "-",
        ],
        ["Active thrust Pa", { formula: "0.5*B8*B4*B3^2", value: 48 }, "kN/m"],
        ["Overturning moment", { formula: "B9*B3/3", value: 64 }, "kN.m/m"],
      ],
    },
  },
  {
    key: "isolated-footing",
    motif: "foundation",
    title: "Isolated Footing Design Spreadsheet",
    description:
      "Sizes an isolated footing for a column load and allowable bearing pressure, then checks " +
      "punching shear and flexural reinforcement to ECP 203.",
    price: 12,
    typeOfFile: 1,
    body: {
      kind: "xlsx",
      sheetName: "Isolated Footing",
      rows: [
        ["Isolated Footing Design - ECP 203", null, null],
        ["Input", "Value", "Unit"],
        ["Service column load P", 1200, "kN"],
        ["Allowable bearing pressure", 150, "kN/m2"],
        ["Concrete strength fcu", 30, "MPa"],
        ["Output", null, null],
        ["Required area", { formula: "1.1*B3/B4", value: 8.8 }, "m2"],
        ["Square side", { formula: "ROUNDUP(SQRT(B7),1)", value: 3 }, "m"],
      ],
    },
  },
  {
    key: "design-criteria",
    motif: "rc-section",
    title: "Structural Design Criteria Report Template",
    description:
      "An editable Word template for the design-criteria report submitted with building permits: " +
      "codes, materials, loads, load combinations and analysis assumptions.",
    price: 8,
    typeOfFile: 2,
    body: {
      kind: "docx",
      sections: [
        {
          heading: "1. Project description",
          paragraphs: [
            "Describe the building, its location, number of storeys, use and structural system.",
          ],
        },
        {
          heading: "2. Codes and standards",
          paragraphs: [
            "ECP 201-2012 for loads, ECP 203-2020 for reinforced concrete design and ECP 202 for " +
              "foundations, unless stated otherwise.",
          ],
        },
        {
          heading: "3. Materials",
          paragraphs: [
            "Concrete fcu = 30 MPa for columns and walls, 25 MPa for slabs; reinforcement B500DWR.",
          ],
        },
        {
          heading: "4. Loads",
          paragraphs: [
            "Finishes 1.5 kN/m2, partitions 1.0 kN/m2, residential live load 2.0 kN/m2.",
          ],
        },
      ],
    },
  },
  {
    key: "pt-slides",
    motif: "slab-grid",
    title: "Post-Tensioned Slabs: Lecture Slides",
    description:
      "Lecture slides on post-tensioned flat slabs: tendon profiles, load balancing, losses and " +
      "serviceability checks, used in our SAFE course.",
    price: 18,
    typeOfFile: 3,
    body: {
      kind: "pptx",
      slides: [
        {
          title: "Post-Tensioned Flat Slabs",
          bullets: ["Why post-tension a floor?", "Thinner slabs, longer spans, less cracking"],
        },
        {
          title: "Tendon Profiles",
          bullets: [
            "Parabolic drape between supports",
            "Banded in one direction, distributed in the other",
          ],
        },
        {
          title: "Load Balancing",
          bullets: [
            "Balance 60 to 80 percent of the dead load",
            "Check stresses at transfer and service",
          ],
        },
        {
          title: "Losses",
          bullets: [
            "Friction and wobble",
            "Anchorage seating",
            "Elastic shortening, creep, shrinkage, relaxation",
          ],
        },
      ],
    },
  },
];

/** Four free publications (PDF). */
export const publications: DemoPublication[] = [
  {
    title: "Punching Shear in Flat Slabs: A Practical Note",
    motif: "slab-grid",
    description:
      "How punching shear perimeters are defined, why edge and corner columns govern, and when to add studs.",
    sections: [
      {
        heading: "Why punching governs",
        paragraphs: [
          "In flat slabs the shear force concentrates around columns. The critical perimeter is taken " +
            "at half the effective depth from the column face, reduced at slab edges and openings.",
          "Edge and corner columns combine a shorter perimeter with unbalanced moment, so they govern " +
            "the slab thickness more often than interior columns.",
        ],
      },
      {
        heading: "Remedies",
        paragraphs: [
          "Increase the slab depth locally with drop panels, raise the concrete grade, or provide shear " +
            "studs or stirrup cages around the column.",
        ],
      },
    ],
  },
  {
    title: "Wind Loads on Tall Buildings to ECP 201-2012",
    motif: "frame",
    description:
      "A short guide to basic wind speed, exposure, height coefficients and pressure coefficients for towers.",
    sections: [
      {
        heading: "Design wind pressure",
        paragraphs: [
          "The design pressure is the product of the basic velocity pressure, the exposure and height " +
            "coefficient and the external pressure coefficient for each face.",
          "For towers above 60 m, dynamic effects should be considered and a wind tunnel study may be " +
            "warranted for slender buildings.",
        ],
      },
    ],
  },
  {
    title: "Modelling Cracked Sections in ETABS",
    motif: "rc-section",
    description:
      "Recommended stiffness modifiers for beams, columns, walls and slabs, and when to use them.",
    sections: [
      {
        heading: "Stiffness modifiers",
        paragraphs: [
          "Cracking reduces stiffness. Typical modifiers are 0.35 for beams, 0.70 for columns, 0.70 for " +
            "uncracked walls and 0.25 for flat slabs when checking drift under seismic loads.",
          "Use uncracked properties for service vibration checks and cracked properties for strength " +
            "and drift checks.",
        ],
      },
    ],
  },
  {
    title: "Soil-Structure Interaction for Raft Foundations",
    motif: "foundation",
    description:
      "Choosing a modulus of subgrade reaction and checking its influence on raft moments.",
    sections: [
      {
        heading: "Subgrade modulus",
        paragraphs: [
          "The modulus of subgrade reaction is not a soil property: it depends on the raft size and the " +
            "load pattern. Derive it from the expected settlement under the average pressure.",
          "Run the analysis with a lower and an upper bound modulus and design for the envelope of both.",
        ],
      },
    ],
  },
];

/** Three consultancy projects with 3-4 photos each, exactly one main photo per project. */
export const projects: DemoProject[] = [
  {
    name: "Residential Tower, New Cairo (G+20)",
    scene: "tower",
    images: [
      {
        name: "tower-elevation.jpg",
        description: "Completed tower, south elevation",
        isMainImage: true,
        view: "elevation",
      },
      {
        name: "tower-core.jpg",
        description: "Core walls rising ahead of the floor slabs",
        isMainImage: false,
        view: "construction",
      },
      {
        name: "tower-plan.jpg",
        description: "Typical floor framing plan",
        isMainImage: false,
        view: "plan",
      },
      {
        name: "tower-detail.jpg",
        description: "Transfer girder reinforcement at level 2",
        isMainImage: false,
        view: "detail",
      },
    ],
  },
  {
    name: "Steel Warehouse, 10th of Ramadan City",
    scene: "warehouse",
    images: [
      {
        name: "warehouse-frames.jpg",
        description: "Portal frames erected, 30 m clear span",
        isMainImage: true,
        view: "construction",
      },
      {
        name: "warehouse-elevation.jpg",
        description: "Finished warehouse with cladding",
        isMainImage: false,
        view: "elevation",
      },
      {
        name: "warehouse-detail.jpg",
        description: "Haunched knee connection",
        isMainImage: false,
        view: "detail",
      },
    ],
  },
  {
    name: "Pedestrian Bridge, Alexandria Corniche",
    scene: "bridge",
    images: [
      {
        name: "bridge-elevation.jpg",
        description: "Steel truss footbridge over the Corniche road",
        isMainImage: true,
        view: "elevation",
      },
      {
        name: "bridge-erection.jpg",
        description: "Lifting the main span into place at night",
        isMainImage: false,
        view: "construction",
      },
      {
        name: "bridge-plan.jpg",
        description: "General arrangement drawing",
        isMainImage: false,
        view: "plan",
      },
    ],
  },
];

/** Three landing-page header banners, in display order. */
export const headerScenes = ["skyline", "bridge", "site"] as const;

/** The consultancy portfolio (PDF). */
export const portfolio: { title: string; sections: DocumentSection[] } = {
  title: "BrightWay Structural Consultancy - Portfolio",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "A team of structural engineers providing design, peer review and site supervision for " +
          "residential, commercial and industrial projects across Egypt.",
      ],
    },
    {
      heading: "Selected projects",
      paragraphs: [
        "Residential Tower, New Cairo: 20 storeys, shear-wall core, post-tensioned floors.",
        "Steel Warehouse, 10th of Ramadan City: 30 m clear-span portal frames with crane girders.",
        "Pedestrian Bridge, Alexandria Corniche: 42 m steel truss span erected overnight.",
      ],
    },
    {
      heading: "Services",
      paragraphs: [
        "Structural design, design review, retrofitting studies, and training for engineering teams.",
      ],
    },
  ],
};

/**
 * The two demo student accounts (public demo credentials, used by the README and e2e tests).
 * Mariam's enrolments are active, and she is enrolled in the live seismic course (its next
 * session starts 10 minutes after seeding); Omar's single 1-month package started 3 months ago,
 * so it has expired (the legacy server never expires enrolments; the web app does).
 */
export const demoStudents: DemoStudent[] = [
  {
    firstName: "Mariam",
    lastName: "Hassan",
    userName: "mariam.hassan",
    email: "mariam.hassan.demo@gmail.com",
    password: "Mariam2024pass",
    phoneNumber: "01012345678",
    gender: 1,
    enrollments: [
      { courseKey: "etabs", packageName: "6 Months", startedMonthsAgo: 1, completedVideos: 5 },
      { courseKey: "safe", packageName: "3 Months", startedMonthsAgo: 1 },
    ],
    onlineCourseKeys: ["seismic"],
    productKeys: ["retaining-wall", "steel-connections"],
  },
  {
    firstName: "Omar",
    lastName: "Khaled",
    userName: "omar.khaled",
    email: "omar.khaled.demo@gmail.com",
    password: "Omar2024steel",
    phoneNumber: "01198765432",
    gender: 0,
    enrollments: [
      { courseKey: "sap2000", packageName: "1 Month", startedMonthsAgo: 3, completedVideos: 4 },
    ],
    onlineCourseKeys: [],
    productKeys: ["pt-slides"],
  },
];

/**
 * A deterministic 11-character YouTube-style video id derived from a title (the demo has no real
 * videos; the id only has to look and parse like one).
 */
export function demoVideoId(seed: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  let id = "";
  for (let round = 0; id.length < 11; round += 1) {
    for (const ch of `${seed}#${round}`) {
      h1 = Math.imul(h1 ^ ch.charCodeAt(0), 16777619) >>> 0;
      h2 = Math.imul(h2 + ch.charCodeAt(0), 2246822519) >>> 0;
    }
    id += alphabet[(h1 ^ h2) & 63];
  }
  return id;
}

/**
 * A deterministic length for a demo video, in whole seconds from 6 to 25 minutes (360–1500),
 * derived from its `seed` (course, section and title) so every run gives the same catalogue.
 */
export function demoVideoDuration(seed: string): number {
  let hash = 0x811c9dc5;
  for (const ch of seed) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return 360 + (hash % 1141);
}

/**
 * The YouTube embed snippet the admin screens store in a video's `videoUrl`
 * (`<iframe … src="https://www.youtube.com/embed/<id>" …>`), with the title HTML-escaped.
 */
export function youtubeEmbed(videoId: string, title: string): string {
  const safeTitle = title
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
  return (
    `<iframe width="560" height="315" src="https://www.youtube.com/embed/${videoId}" ` +
    `title="${safeTitle}" frameborder="0" allowfullscreen></iframe>`
  );
}

/**
 * The demo exchange rate, in Egyptian pounds per US dollar (`EXTENSIONS.md` "Exchange rate"), set
 * as of the seed: the wallet and instant-transfer tabs show a USD item's amount in pounds.
 */
export const demoEgpPerUsd = 49.5;
