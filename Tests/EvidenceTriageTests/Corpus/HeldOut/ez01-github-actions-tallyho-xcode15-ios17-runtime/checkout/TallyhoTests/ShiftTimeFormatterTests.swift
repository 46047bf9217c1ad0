//
//  ShiftTimeFormatterTests.swift
//  TallyhoTests
//

import XCTest
@testable import TallyhoKit

final class ShiftTimeFormatterTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!
    private var shift: Shift!

    override func setUp() {
        super.setUp()
        shift = Shift(id: "s-101", role: .line,
                      start: Date(timeIntervalSince1970: 1_695_720_600),   // 2023-09-26 09:30 UTC
                      end: Date(timeIntervalSince1970: 1_695_749_400))     // 2023-09-26 17:30 UTC
    }

    func testStartTimeUsesTwelveHourClock() {
        let formatter = ShiftTimeFormatter(locale: Locale(identifier: "en_US"), timeZone: utc)
        XCTAssertEqual(formatter.startTime(of: shift), "9:30 AM")
    }

    func testStartTimeUsesTwentyFourHourClockInBritishEnglish() {
        let formatter = ShiftTimeFormatter(locale: Locale(identifier: "en_GB"), timeZone: utc)
        XCTAssertEqual(formatter.startTime(of: shift), "09:30")
    }

    func testRangeJoinsStartAndEnd() {
        let formatter = ShiftTimeFormatter(locale: Locale(identifier: "en_GB"), timeZone: utc)
        XCTAssertEqual(formatter.range(of: shift), "09:30 – 17:30")
    }
}
