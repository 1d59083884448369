import { describe, expect, it } from "vitest";
import { fromVenueInput, toVenueInput } from "./team-match-form";

describe("times an admin types are on the venue's clock", () => {
  it("reads 19:30 in Kazan as 16:30 UTC, and shows it back as 19:30, whatever the browser's zone", () => {
    expect(fromVenueInput("2027-03-12T19:30", "Europe/Moscow")).toBe("2027-03-12T16:30:00.000Z");
    expect(toVenueInput("2027-03-12T16:30:00.000Z", "Europe/Moscow")).toBe("2027-03-12T19:30");
    expect(fromVenueInput("2027-07-01T20:00", "Asia/Tokyo")).toBe("2027-07-01T11:00:00.000Z");
    expect(fromVenueInput("", "Asia/Tokyo")).toBe("");
    expect(toVenueInput("", "Asia/Tokyo")).toBe("");
  });
});
