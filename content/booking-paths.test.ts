import { describe, expect, it } from "vitest";
import { BOOKING_API, bookingPath } from "./booking.ts";
import { bookingApiPath, bookingPagePath } from "./booking-paths.ts";

describe("the booking's paths for the browser", () => {
  it("are the server's", () => {
    expect(bookingPagePath).toBe(bookingPath);
    expect(bookingApiPath).toBe(BOOKING_API);
  });
});
