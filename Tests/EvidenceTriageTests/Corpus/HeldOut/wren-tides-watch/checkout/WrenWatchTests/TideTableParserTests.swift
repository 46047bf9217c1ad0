//
//  TideTableParserTests.swift
//  WrenWatchTests
//

import XCTest
@testable import WrenWatch

final class TideTableParserTests: XCTestCase {
    func testParsesHighAndLowWaters() throws {
        let table = try TideTableParser.parse(Fixtures.data("station-9414290-2026-12-15.json"))
        XCTAssertEqual(table.events.count, 4)
    }

    func testParsesNegativeLowTide() throws {
        let table = try TideTableParser.parse(Fixtures.data("station-9414290-2026-12-28.json"))
        let low = try XCTUnwrap(table.events.first { $0.kind == .low })
        XCTAssertEqual(low.heightMeters, -0.21, accuracy: 0.005)
    }
}
