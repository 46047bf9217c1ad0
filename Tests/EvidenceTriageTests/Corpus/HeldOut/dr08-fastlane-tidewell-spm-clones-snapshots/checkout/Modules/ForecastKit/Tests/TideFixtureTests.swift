//
//  TideFixtureTests.swift
//  ForecastKitTests
//

import SwellFixtures
import XCTest
@testable import ForecastKit

final class TideFixtureTests: XCTestCase {
    func testDecodesTideFixture() throws {
        let url = try XCTUnwrap(SwellFixtures.url(for: .tideStromness))
        let table = try TideTable.decode(from: Data(contentsOf: url))
        XCTAssertEqual(table.extremes.count, 8)
    }
}
