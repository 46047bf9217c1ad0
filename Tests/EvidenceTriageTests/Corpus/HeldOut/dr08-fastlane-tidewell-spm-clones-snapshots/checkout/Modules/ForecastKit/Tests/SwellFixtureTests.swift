//
//  SwellFixtureTests.swift
//  ForecastKitTests
//

import SwellFixtures
import XCTest
@testable import ForecastKit

final class SwellFixtureTests: XCTestCase {
    func testDecodesSwellFixture() throws {
        let url = try XCTUnwrap(SwellFixtures.url(for: .swellOrkneyWest))
        let forecast = try SwellForecast.decode(from: Data(contentsOf: url))
        XCTAssertEqual(forecast.periods.count, 48)
        XCTAssertEqual(forecast.periods.first?.primarySwell.heightMetres, 2.4)
    }
}
