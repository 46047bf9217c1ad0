//
//  DistrictCatalogTests.swift
//  CivicLedgerTests
//

import Testing
@testable import LedgerKit

@Suite struct DistrictCatalogTests {

    @Test func lookupIsCaseInsensitive() throws {
        let catalog = DistrictCatalog(districts: [District(code: "NW-3", name: "Northwest 3")])
        #expect(catalog.district(code: "nw-3")?.name == "Northwest 3")
    }

    @Test func loadsBundledDistricts() throws {
        let catalog = try DistrictCatalog.bundled()
        #expect(catalog.count == 41)
    }
}
