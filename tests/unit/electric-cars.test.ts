// Whether the crew's form starts on the battery (product.md §17, docs/decisions/031): the
// charging extra, or a known electric car as the traveller typed it, in Hebrew or Latin
// letters; hybrids, which have a tank, and names that may be either read as fuel.
import { describe, expect, it } from "vitest";
import { isElectricBooking, isElectricModel } from "@shared/electric-cars.ts";

describe("isElectricModel", () => {
  it.each([
    ["Tesla", "Model 3"],
    ["טסלה", "מודל Y"],
    [null, "Tesla Model Y"],
    [null, "model 3"],
    ["Peugeot", "e-208"],
    ["פיג'ו", "e–2008"],
    ["Hyundai", "Ioniq 5"],
    ["יונדאי", "איוניק 5"],
    ["Volkswagen", "ID.4"],
    ["Toyota", "bZ4X"],
    ["Kia", "EV6"],
    ["BYD", "Atto 3"],
    ["BYD", "Dolphin"],
    ["MG", "ZS EV"],
    ["Hyundai", "Kona Electric"],
    ["יונדאי", "קונה חשמלית"],
    ["Skoda", "Enyaq"],
    ["Nissan", "Leaf"],
    ["BMW", "i3"],
    ["BMW", "iX"],
    ["Audi", "Q4 e-tron"],
    ["Polestar", "2"],
    ["Zeekr", "X"],
  ])("%s %s is electric", (manufacturer, model) => {
    expect(isElectricModel({ manufacturer, model })).toBe(true);
  });

  it.each([
    ["Toyota", "Corolla"],
    ["טויוטה", "קורולה"],
    ["Peugeot", "208"],
    ["Peugeot", "2008"],
    ["Hyundai", "i30"],
    ["Hyundai", "ix35"],
    ["Hyundai", "Ioniq"],
    ["Hyundai", "Ioniq Hybrid"],
    ["Hyundai", "Kona"],
    ["Kia", "Niro"],
    ["Kia", "Niro Hybrid"],
    ["BYD", "Seal U DM-i"],
    ["Mitsubishi", "Outlander PHEV"],
    ["Toyota", "Prius Plug-in"],
    ["Skoda", "Octavia"],
    [null, "Sportage"],
    [null, ""],
  ])("%s %s is not", (manufacturer, model) => {
    expect(isElectricModel({ manufacturer, model })).toBe(false);
  });
});

describe("isElectricBooking", () => {
  it("the charging extra makes any car electric; otherwise the model says", () => {
    expect(isElectricBooking({ extras: ["charge"], car: { manufacturer: "Toyota", model: "Corolla" } })).toBe(true);
    expect(isElectricBooking({ extras: ["car_wash"], car: { manufacturer: "Toyota", model: "Corolla" } })).toBe(false);
    expect(isElectricBooking({ extras: [], car: { manufacturer: "Tesla", model: "Model 3" } })).toBe(true);
  });
});
