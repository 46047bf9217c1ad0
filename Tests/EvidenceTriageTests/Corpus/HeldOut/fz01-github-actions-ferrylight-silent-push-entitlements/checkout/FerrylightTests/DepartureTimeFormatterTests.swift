//
//  DepartureTimeFormatterTests.swift
//  FerrylightTests
//

import XCTest
@testable import Ferrylight

final class DepartureTimeFormatterTests: XCTestCase {

    private let utc = TimeZone(identifier: "UTC")!
    private let departure = Date(timeIntervalSince1970: 1_791_020_460) // 2026-10-03 09:41:00 UTC

    func testTwentyFourHourLocale() {
        let formatter = DepartureTimeFormatter(locale: Locale(identifier: "en_GB"), timeZone: utc)
        XCTAssertEqual(formatter.string(for: departure), "09:41")
    }

    func testShortTimeStyle() {
        let formatter = DepartureTimeFormatter(locale: Locale(identifier: "en_US"), timeZone: utc)
        XCTAssertEqual(formatter.string(for: departure), "9:41 AM")
    }
}
