import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/test/validation-support";
import {
  courseSchema,
  onDemandCourseSchema,
  onlineCourseSchema,
  pastDateErrors,
  todayInBusinessZone,
} from "@/lib/validation/course";

const today = () => "2030-06-15";

const online = {
  name: "Seismic Design",
  price: "120",
  discount: "0",
  lectures: "8",
  start: "2030-06-15",
  end: "2030-07-15",
  description: "Live sessions",
  instructorName: "Eng. Omar",
  instructorDescription: "PE, 15 years",
};

const onDemand = {
  name: "ETABS",
  hours: "30",
  discount: "15",
  description: "Videos",
  instructorName: "Eng. Sara",
  instructorDescription: "PhD",
};

describe("onlineCourseSchema", () => {
  const schema = onlineCourseSchema({ today });

  it("accepts a complete form and outputs the upstream's fields (lectures as hours)", () => {
    expect(schema.parse({ ...online, discount: "12.5", name: "  Seismic Design " })).toEqual({
      name: "Seismic Design",
      description: "Live sessions",
      discount: 12.5,
      instructorName: "Eng. Omar",
      instructorDescription: "PE, 15 years",
      price: 120,
      hours: "8",
      start: "2030-06-15",
      end: "2030-07-15",
    });
  });

  it("requires every field", () => {
    expect(fieldErrorsOf(schema, {})).toEqual({
      name: ["This field is required"],
      discount: ["This field is required"],
      description: ["This field is required"],
      instructorName: ["This field is required"],
      instructorDescription: ["This field is required"],
      price: ["This field is required"],
      lectures: ["This field is required"],
      start: ["This field is required"],
      end: ["This field is required"],
    });
  });

  it.each([
    ["price", "abc", "Price must be a number of at least 0"],
    ["price", "-5", "Price must be a number of at least 0"],
    ["discount", "-1", "Discount must be a number of at least 0"],
    ["discount", "ten", "Discount must be a number of at least 0"],
    ["discount", "101", "Discount cannot be more than 100"],
    ["lectures", "0", "Lectures must be a whole number of at least 1"],
    ["lectures", "2.5", "Lectures must be a whole number of at least 1"],
  ])("refuses %s %j: '%s'", (field, value, message) => {
    expect(fieldErrorsOf(schema, { ...online, [field]: value })).toEqual({ [field]: [message] });
  });

  it("takes a price of 0", () => {
    expect(fieldErrorsOf(schema, { ...online, price: "0" })).toEqual({});
  });

  it("refuses dates before today and an end before the start", () => {
    expect(fieldErrorsOf(schema, { ...online, start: "2030-06-14", end: "2030-06-14" })).toEqual({
      start: ["Start date cannot be before today"],
      end: ["End date cannot be before today"],
    });
    expect(fieldErrorsOf(schema, { ...online, start: "2030-07-01", end: "2030-06-20" })).toEqual({
      end: ["End date cannot be before the start date"],
    });
    expect(fieldErrorsOf(schema, { ...online, start: "2030-02-30" })).toEqual({
      start: ["Please enter a valid date"],
    });
  });

  it("lets an edit keep stored dates that have gone by, but not move a date into the past", () => {
    const kept = { start: "2030-01-01", end: "2030-03-01" };
    const edit = onlineCourseSchema({ today, kept });
    expect(fieldErrorsOf(edit, { ...online, ...kept })).toEqual({});
    expect(fieldErrorsOf(edit, { ...online, start: "2030-01-02", end: "2030-03-01" })).toEqual({
      start: ["Start date cannot be before today"],
    });
    expect(pastDateErrors({ start: "2030-01-02", end: "2030-07-01" }, "2030-06-15", kept)).toEqual({
      start: ["Start date cannot be before today"],
    });
  });

  it("can leave the today rule to the caller", () => {
    expect(
      fieldErrorsOf(onlineCourseSchema({ today: false }), {
        ...online,
        start: "2001-01-01",
        end: "2001-01-02",
      }),
    ).toEqual({});
  });

  it("refuses names and descriptions that are too long", () => {
    expect(
      fieldErrorsOf(schema, { ...online, name: "x".repeat(201), description: "y".repeat(4001) }),
    ).toEqual({
      name: ["Please use at most 200 characters"],
      description: ["Please use at most 4000 characters"],
    });
  });
});

describe("onDemandCourseSchema", () => {
  const schema = onDemandCourseSchema();

  it("accepts a complete form", () => {
    expect(schema.parse(onDemand)).toEqual({
      name: "ETABS",
      description: "Videos",
      discount: 15,
      instructorName: "Eng. Sara",
      instructorDescription: "PhD",
      hours: "30",
    });
  });

  it("requires every field", () => {
    expect(fieldErrorsOf(schema, { hours: " " })).toEqual({
      name: ["This field is required"],
      discount: ["This field is required"],
      description: ["This field is required"],
      instructorName: ["This field is required"],
      instructorDescription: ["This field is required"],
      hours: ["This field is required"],
    });
  });

  it("wants hours of at least 1 and a discount of at least 0", () => {
    expect(fieldErrorsOf(schema, { ...onDemand, hours: "0.5", discount: "-3" })).toEqual({
      discount: ["Discount must be a number of at least 0"],
      hours: ["Hours must be a number of at least 1"],
    });
  });

  it("is the schema courseSchema gives for the on-demand kind", () => {
    expect(courseSchema("on-demand").safeParse(onDemand).success).toBe(true);
    expect(courseSchema("online", { today }).safeParse(onDemand).success).toBe(false);
  });
});

describe("the course outline lists of both kinds", () => {
  it("outputs one item a line, trimmed, blank lines dropped, for each list the form sent", () => {
    const parsed = onDemandCourseSchema().parse({
      ...onDemand,
      outcomes: "  Build a 20-storey model \r\n\nCheck   storey drift\n",
      requirements: "",
    });
    expect(parsed).toMatchObject({
      outcomes: ["Build a 20-storey model", "Check storey drift"],
      requirements: [],
    });
    expect(
      onlineCourseSchema({ today }).parse({ ...online, requirements: "Concrete design basics" }),
    ).toMatchObject({ requirements: ["Concrete design basics"] });
  });

  it("leaves both lists out when the form did not show them (a legacy upstream keeps nothing)", () => {
    const parsed = onDemandCourseSchema().parse(onDemand);
    expect(parsed).not.toHaveProperty("outcomes");
    expect(parsed).not.toHaveProperty("requirements");
  });

  it("refuses more than 12 items and an item over 200 characters, naming it", () => {
    const thirteen = Array.from({ length: 13 }, (_, index) => `Item ${index + 1}`).join("\n");
    const twelve = Array.from({ length: 12 }, () => "a".repeat(200)).join("\n");
    expect(
      fieldErrorsOf(onDemandCourseSchema(), {
        ...onDemand,
        outcomes: thirteen,
        requirements: `Fine\n\n${"b".repeat(201)}`,
      }),
    ).toEqual({
      outcomes: ["Write at most 12 items, one a line"],
      requirements: ["Item 2 is longer than 200 characters"],
    });
    expect(fieldErrorsOf(onlineCourseSchema({ today }), { ...online, outcomes: twelve })).toEqual(
      {},
    );
  });
});

describe("todayInBusinessZone", () => {
  it("is the date in Cairo, not the server's zone", () => {
    // 23:30 UTC on 14 June is already 15 June in Cairo (UTC+2 or +3).
    expect(todayInBusinessZone(new Date("2030-06-14T23:30:00Z"))).toBe("2030-06-15");
  });
});
