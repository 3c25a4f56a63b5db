import { describe, expect, it } from "vitest";
import { PLACES } from "./places";
import { ADDRESS_RULES, findPlace, placeProblems, regionOfProvince, type Place } from "./index";

const all = (places: Place[]): Place[] => places.flatMap((p) => [p, ...all(p.children ?? [])]);

describe("the places of Hong Kong, Macau and Taiwan", () => {
  it("has Hong Kong's 3 areas and 18 districts, Macau's 4 areas and 7 parishes, Taiwan's 22 and 368", () => {
    expect(PLACES.HK.map((a) => a.names[1])).toEqual(["香港島", "九龍", "新界"]);
    expect(PLACES.HK.flatMap((a) => a.children ?? [])).toHaveLength(18);
    expect(PLACES.MO.map((a) => a.names[1])).toEqual(["澳門半島", "氹仔", "路氹城", "路環"]);
    expect(PLACES.MO.flatMap((a) => a.children ?? [])).toHaveLength(7);
    expect(PLACES.TW).toHaveLength(22);
    expect(PLACES.TW.flatMap((c) => c.children ?? [])).toHaveLength(368);
  });

  it("names every place in the four locales, and gives every Taiwan district a 3-digit postal code", () => {
    for (const region of ["HK", "MO", "TW"] as const)
      for (const place of all(PLACES[region])) {
        expect(place.names, place.names[1]).toHaveLength(4);
        for (const name of place.names) expect(name.trim(), place.names[1]).not.toBe("");
      }
    const districts = PLACES.TW.flatMap((c) => c.children ?? []);
    expect(districts.every((d) => /^\d{3}$/.test(d.postalCode ?? ""))).toBe(true);
    const taipei = findPlace(PLACES.TW, "Taipei City")!;
    expect(taipei.names).toEqual(["台北市", "臺北市", "Taipei City", "台北市"]);
    expect(findPlace(taipei.children, "中正區")?.postalCode).toBe("100");
    expect(findPlace(PLACES.TW, "台東県")?.names[1]).toBe("臺東縣");
  });
});

describe("placeProblems", () => {
  it("follows each region's rule", () => {
    expect(ADDRESS_RULES.MO.districtOptional).toBe(true);
    expect(placeProblems("MO", PLACES.MO, { province: "澳門", city: "氹仔", district: "", postalCode: "" })).toEqual(
      {},
    );
    expect(placeProblems("HK", PLACES.HK, { province: "香港", city: "九龍", district: "", postalCode: "" })).toEqual({
      district: "address_district_HK",
    });
    expect(
      placeProblems("TW", PLACES.TW, {
        province: "Taiwan",
        city: "Taipei City",
        district: "Da'an District",
        postalCode: "106",
      }),
    ).toEqual({});
    expect(
      placeProblems("TW", PLACES.TW, { province: "臺灣", city: "臺北市", district: "大安區", postalCode: "100" }),
    ).toEqual({ postalCode: "postal_code_TW" });
    expect(regionOfProvince("澳门")).toBe("MO");
    expect(regionOfProvince("广东省")).toBeNull();
  });
});
