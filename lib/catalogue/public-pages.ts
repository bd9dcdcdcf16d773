/**
 * Texts of the public pages not written in the spec (headings, labels, hints, empty states), in
 * English; the spec's own texts stay in `lib/messages.ts`. Mounted there as `messages.publicPages`.
 */
export const publicPages = {
  // The main menu's labels by page path (the route manifest keeps the English ones), and its groups.
  nav: {
    label: "Main",
    links: {
      "/": "Home",
      "/onlineCourses": "Online Courses",
      "/onDemandCourses": "On-Demand Courses",
      "/products": "Products",
      "/consultancyServices": "Consultancy Services",
      "/publications": "Publications",
    },
    groups: { Courses: "Courses" },
  },
  account: {
    signUp: "Sign Up",
    login: "Login",
    profile: "Profile",
    logout: "Logout",
  },
  skipLink: "Skip to content",
  footer: {
    about:
      "Training and consultancy for structural and civil engineers: analysis and design with ETABS, SAP2000 and SAFE, reinforced concrete to the Egyptian code, steel structures and site supervision.",
    services: "Services",
    contact: "Contact",
    whatsapp: "WhatsApp us",
    howToPay: "How to pay",
    rights: "BrightWay Engineering. All rights reserved.",
  },
  home: {
    title: "BrightWay Engineering | Structural engineering courses and consultancy",
    description:
      "Live and on-demand courses in ETABS, SAP2000, SAFE, reinforced concrete design to the Egyptian code and steel structures, design spreadsheets, free publications and structural consultancy.",
    organization:
      "Structural and civil engineering training and consultancy: ETABS, SAP2000, SAFE, reinforced concrete design to the Egyptian code, steel structures and site supervision.",
    featuredPhotos: "Featured photos",
    carousel: {
      previous: "Previous slide",
      next: "Next slide",
      goTo: (slide: number) => `Go to slide ${slide}`,
      play: "Play slideshow",
      pause: "Pause slideshow",
    },
    photoAlt: (index: number, count: number) =>
      `BrightWay Engineering featured photo ${index} of ${count}`,
    kicker: "Structural & civil engineering",
    heading: "Design with confidence, from the model to the site",
    intro:
      "BrightWay Engineering trains structural and civil engineers and designs real structures. Learn ETABS, SAP2000 and SAFE, reinforced concrete design to the Egyptian code and steel structures in live or on-demand courses, use our design spreadsheets and publications, or bring us your project.",
    exploreCourses: "Explore courses",
    consultancy: "Consultancy services",
    servicesTitle: "Our Services",
    viewService: (title: string) => `View ${title.toLowerCase()}`,
    serviceTexts: {
      "/onlineCourses":
        "Live, instructor-led classes on set dates: model, analyse and design real buildings with ETABS, SAP2000 and SAFE, and ask questions as you go.",
      "/onDemandCourses":
        "Recorded video courses organised in sections. Pick a package of months and learn reinforced concrete and steel design at your own pace.",
      "/products":
        "Ready-to-use design spreadsheets, books and articles: beams, columns, footings, slabs and connections checked to the code.",
      "/publications":
        "Free technical notes and papers to download: worked examples, code commentary and lessons from site.",
      "/consultancyServices":
        "Structural design, design review and site supervision for residential, commercial and industrial projects. See our portfolio and past work.",
    },
    aboutTitle: "About us",
    aboutText: [
      "BrightWay Engineering is a team of structural engineers working on residential towers, commercial buildings, industrial sheds and infrastructure. Alongside our design and supervision work, we teach: the same methods we use every day on real projects, explained step by step for engineers who want to design with confidence.",
      "Our courses take you from the basics of structural analysis through modelling in ETABS and SAP2000, slab and foundation design in SAFE, reinforced concrete design to the Egyptian code and the design of steel structures and connections, to the drawings and site checks that turn a design into a building.",
    ],
    aboutItems: [
      {
        title: "Analysis & design",
        text: "Concrete and steel buildings, foundations and retaining structures.",
      },
      { title: "Design review", text: "Independent checks of models, calculations and drawings." },
      {
        title: "Site supervision",
        text: "Inspection of reinforcement, formwork and steel erection.",
      },
      { title: "Training", text: "Courses for graduates, site engineers and design offices." },
    ],
    whyTitle: "Why choose us",
    reasons: [
      {
        title: "Taught by practising engineers",
        text: "Every course is built and taught by structural engineers who design and supervise real projects, not by presenters reading slides.",
      },
      {
        title: "The code you work with",
        text: "Reinforced concrete design follows the Egyptian code (ECP 203), with the references and load combinations you will be checked against.",
      },
      {
        title: "Software and hand calculation together",
        text: "We model in ETABS, SAP2000 and SAFE and then verify by hand, so you understand the numbers the software gives you.",
      },
      {
        title: "From the model to the site",
        text: "Detailing, shop drawings and site supervision are part of the story: what you design is what gets built.",
      },
      {
        title: "Learn at your pace",
        text: "Live classes for structure, on-demand packages for flexibility, and spreadsheets and publications to keep after the course ends.",
      },
      {
        title: "A person answers",
        text: "Payment and enrolment are handled by our team directly, and you are enrolled within 24 hours of sending your payment.",
      },
    ],
  },
  notFound: {
    title: "Page not found",
    text: "We could not find that page. It may have moved, or the link may be mistyped.",
    back: "Back to the home page",
  },
  search: "Search",
  lists: {
    pagesLabel: (title: string) => `${title} pages`,
    products: {
      title: "Products",
      intro:
        "Design spreadsheets, handbooks and templates for structural engineers: retaining walls, footings, steel connections, seismic checks and more.",
      searchLabel: "Search products",
    },
    publications: {
      title: "Publications",
      intro:
        "Free technical notes for structural engineers to read and download: punching shear, wind loads, cracked sections, soil-structure interaction and more.",
      searchLabel: "Search publications",
    },
    onlineCourses: {
      title: "Online Courses",
      intro:
        "Live, instructor-led structural engineering classes on set dates: model, analyse and design real buildings and ask questions as you go.",
    },
    onDemandCourses: {
      title: "On-Demand Courses",
      intro:
        "Recorded structural engineering courses organised in sections. Choose a package of months and learn at your own pace.",
    },
  },
  consultancy: {
    title: "Consultancy Services",
    description:
      "Structural design, peer review, retrofitting and site supervision for residential, commercial and industrial buildings. Download our portfolio and see our projects.",
    intro: [
      "BrightWay Engineering is a structural engineering office. The engineers who teach our courses design and supervise real buildings: residential towers, commercial centres, industrial sheds and warehouses, water structures and the foundations beneath them.",
      "We work with owners, architects and contractors from the first concept to the last site visit, and we stay answerable for the numbers: every design comes with its model, calculation report and drawings.",
    ],
    servicesTitle: "What we do",
    services: [
      {
        title: "Structural design",
        text: "Analysis and design of reinforced concrete and steel buildings, foundations, retaining walls and water tanks, with calculation reports and construction drawings to the Egyptian code.",
      },
      {
        title: "Peer review",
        text: "An independent check of another office's model, calculations and drawings before tender or permit, with a clear list of findings and the fixes they need.",
      },
      {
        title: "Assessment and retrofitting",
        text: "Condition surveys of existing buildings, load-capacity checks for new uses or added floors, and strengthening with jacketing, steel plates or FRP.",
      },
      {
        title: "Site supervision",
        text: "Inspection of reinforcement, formwork, concreting and steel erection on site, so that what gets built is what was designed.",
      },
    ],
    portfolioTitle: "Our portfolio",
    portfolioText: "Our company profile, services and selected projects in one document.",
    projectsTitle: "Our projects",
    enquiry: {
      title: "Tell us about your project",
      intro:
        "Send us a few lines about the building and what you need. An engineer reads every enquiry and replies by e-mail, usually within two working days.",
      invalid:
        "Please check the form: your name, a valid e-mail, the project type and a message of at least 10 characters are needed.",
      name: "Name",
      email: "E-mail",
      phone: "Phone (optional)",
      company: "Company (optional)",
      projectType: "Project type",
      chooseOne: "Choose one…",
      // The upstream's project types (sent as they are), as the form shows them.
      projectTypes: {
        "Structural design": "Structural design",
        "Design review": "Design review",
        "Retrofitting and strengthening": "Retrofitting and strengthening",
        "Site supervision": "Site supervision",
        "Training for a team": "Training for a team",
        Other: "Other",
      },
      message: "Message",
      website: "Website",
      sending: "Sending…",
      send: "Send enquiry",
    },
  },
  // A certificate's public verification page.
  certificate: {
    fallbackTitle: "Certificate",
    title: (code: string) => `Certificate ${code}`,
    description: (student: string, course: string, issuer: string) =>
      `${student} completed ${course} at ${issuer}.`,
    heading: "Certificate of Completion",
    verified: (issuer: string) => `Verified: this certificate was issued by ${issuer}.`,
    awardedTo: "Awarded to",
    course: "Course",
    attendance: "Attendance",
    attended: (attended: number, total: number) =>
      `Attended ${attended} of ${total} live session${total === 1 ? "" : "s"}`,
    package: "Package",
    courseLength: "Course length",
    // A number of hours ("30 hours", "1 hour"); other text the admin typed as it is.
    hours: (hours: string) => {
      const text = hours.trim();
      if (!/^\d+(\.\d+)?$/.test(text)) return text;
      return `${text} hour${Number(text) === 1 ? "" : "s"}`;
    },
    finalExam: "Final exam",
    completedOn: "Completed on",
    issuedOn: "Issued on",
    code: "Certificate code",
    downloadPdf: "Download certificate (PDF)",
  },
  unsubscribe: {
    title: "Reminder e-mails",
    description: "Stop reminder and course e-mails from BrightWay Engineering.",
    stopped:
      "Done: you will get no more e-mails about your courses from us (reminders, class messages, schedule changes). Order and account e-mails still arrive.",
    question:
      "We e-mail you about your courses: reminders before your access ends and before live sessions, your instructor's messages to the class and changes to the schedule. Stop these e-mails?",
    invalidLink: "This unsubscribe link is not valid. Please open the link of the reminder e-mail.",
    backHome: "Back to Home",
    saving: "Saving…",
    stop: "Stop reminder e-mails",
    invalid: "This unsubscribe link is not valid.",
    unsupported: "Reminder e-mails cannot be changed here.",
    failed: "Your choice could not be saved. Please try again later.",
  },
  payment: {
    title: "Payment",
    description:
      "How to pay for a BrightWay course or product: mobile wallet, card or instant bank transfer. Send us the proof and you will be enrolled within 24 hours.",
    introOrders:
      "Payment is made directly to us. Choose how you pay, place your order, pay with the reference code in the transfer note, and upload the proof here.",
    introLegacy:
      "Payment is made directly to us. Choose a method, follow the three steps, and our team enrols you by hand.",
    // The tabs and payees of `paymentMethods` (lib/orders.ts), by method and by payee setting.
    methods: { wallet: "Mobile Wallet", card: "Card", instant: "Instant Transfer" },
    payees: {
      PAYMENT_WALLET_NUMBER: { label: "Mobile wallet number", copyName: "wallet number" },
      PAYMENT_CARD_EGP_ACCOUNT: { label: "EGP account", copyName: "EGP account" },
      PAYMENT_CARD_USD_ACCOUNT: { label: "US-dollar account", copyName: "US-dollar account" },
      PAYMENT_INSTANT_TRANSFER_ADDRESS: {
        label: "Instant transfer address",
        copyName: "instant transfer address",
      },
    },
    howWillYouPay: "How will you pay?",
    methodsLabel: "Payment methods",
    otherMethods: "Other methods:",
    currencyNames: { EGP: "Egyptian pounds", USD: "US dollars" },
    forPaymentsIn: (currency: string) => `For payments in ${currency}`,
    sendHere: {
      before: "Send ",
      afterFor: ": send ",
      after: " here.",
    },
    itemMissing:
      "We could not find the item in this link. You can still pay by the steps below and tell us what you bought.",
    itemFailed:
      "We could not load the item's price right now. You can still pay by the steps below.",
    soldInPackages: "is sold in packages.",
    choosePackage: "Choose a package",
    toSeePrice: "to see its price.",
    amountToPay: "Amount to pay:",
    originalPrice: "Original price",
    inPounds: "In Egyptian pounds:",
    kinds: {
      product: "Product",
      package: "On-demand course package",
      online: "Online course",
    },
    packageTitle: (course: string, months: number) => `${course}: ${months} months Package`,
    download: "Download",
    goToCourse: "Go to the course",
    legacy: {
      thePrice: "the price",
      send: "Send",
      to: "to:",
      photo: "Take a photo or screenshot of the success message of your payment.",
      whatsapp: "Send the photo to our admin on WhatsApp.",
      proofOnWhatsapp: "Send the proof on WhatsApp",
      opensInNewTab: "(opens in a new tab)",
      whatsappText: (amount: string, title: string) =>
        `Hello BrightWay, I have paid ${amount} for "${title}". Here is the photo of the payment message.`,
      whatsappTextNoItem:
        "Hello BrightWay, I have paid for a course/product. Here is the photo of the payment message.",
    },
    chooseItem: "Choose a course, package or product, then press its Buy button.",
    placeOrderBy: (method: string) =>
      `Place your order to pay by ${method}: you get a reference code to write in the transfer note, and the page to upload your proof.`,
    copy: {
      copy: "Copy",
      copied: "Copied",
      selectToCopy: "Select to copy",
      copyName: (name: string) => `Copy ${name}`,
      copiedName: (name: string) => `Copied ${name}`,
      failedName: (name: string) => `Could not copy the ${name}: select it instead`,
    },
    order: {
      yourOrder: "Your order:",
      reference: "Reference code",
      referenceName: "order reference",
      amountToPay: "Amount to pay",
      or: "or",
      status: "Status",
      rejected: "We could not confirm this payment.",
      reason: "Reason:",
      approved: "Your payment is approved: your access has started.",
      openIt: "Open it",
      send: "Send",
      byMethod: (method: string) => `by ${method} to the account below, and write`,
      inTransferNote: "in the transfer note.",
      photo: "2. Take a photo or screenshot of the success message of your payment.",
      upload: "3. Upload it here.",
      sendProof: "Send proof",
      sendNewProof: "Send a new proof",
      myOrders: "My Orders",
    },
  },
  // The Previous / Next links under a list (public lists and admin tables).
  pager: {
    previous: "Previous",
    next: "Next",
    page: (page: number) => `Page ${page}`,
  },
  documents: {
    coverAlt: (title: string) => `Cover of ${title}`,
    purchased: "Purchased",
    download: "Download",
    price: "Price",
    buy: "Buy",
    readOnline: "Read online",
    opensInNewTab: "(opens in a new tab)",
    breadcrumb: "Breadcrumb",
  },
  // What a document's page says of it when it is missing or has no description (its metadata).
  documentPages: {
    product: {
      fallbackTitle: "Product",
      fallbackDescription: (title: string) =>
        `${title}: a design document for structural engineers.`,
    },
    publication: {
      fallbackTitle: "Publication",
      fallbackDescription: (title: string) => `${title}: a free technical publication.`,
    },
  },
  courseCard: {
    from: "from",
    hours: (hours: string) => `${hours} h`,
    toBeAnnounced: "To be announced",
  },
  portfolio: {
    download: "Download Portofolio",
    view: "View Portfolio",
  },
  gallery: {
    photos: (name: string) => `${name} photos`,
    showPhoto: (index: number, count: number) => `Show photo ${index} of ${count}`,
  },
} as const;
