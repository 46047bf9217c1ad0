//
//  StreakCalendarTests.swift
//  TallyhoTests
//

import XCTest
@testable import Tallyho

final class StreakCalendarTests: XCTestCase {
    private let newYork = TimeZone(identifier: "America/New_York")!

    func testLocalHourOnOrdinaryDay() {
        let sut = StreakCalendar(timeZone: newYork)
        // 2026-10-14 15:45 EDT
        let date = Date(timeIntervalSince1970: 1_792_007_100)
        XCTAssertEqual(sut.localHour(of: date), 15)
    }

    func testLocalHourOnFallBackDay() {
        let sut = StreakCalendar(timeZone: newYork)
        // 2026-11-01 03:00 EST: clocks went back from 02:00 EDT to 01:00 EST,
        // so four real hours have passed since local midnight.
        let date = Date(timeIntervalSince1970: 1_793_520_000)
        XCTAssertEqual(sut.localHour(of: date), 3)
    }

    func testQuietHoursLateEvening() {
        let sut = StreakCalendar(timeZone: newYork)
        // 2026-10-14 23:10 EDT
        let date = Date(timeIntervalSince1970: 1_792_033_800)
        XCTAssertTrue(sut.isQuietHour(date))
    }
}
