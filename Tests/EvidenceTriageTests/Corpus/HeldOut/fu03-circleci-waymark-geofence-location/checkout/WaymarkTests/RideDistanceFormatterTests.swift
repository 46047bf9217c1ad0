//
//  RideDistanceFormatterTests.swift
//  WaymarkTests
//

import XCTest
@testable import WaymarkKit

final class RideDistanceFormatterTests: XCTestCase {
    func testKilometresInIreland() {
        let formatter = RideDistanceFormatter(locale: Locale(identifier: "en_IE"))
        XCTAssertEqual(formatter.string(meters: 12_340), "12.3 km")
    }
}
