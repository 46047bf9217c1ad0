//
//  BudgetRolloverTests.swift
//  PennywiseTests
//

import XCTest
@testable import Pennywise

final class BudgetRolloverTests: XCTestCase {

    private func calendar(_ identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier)!
        return calendar
    }

    private func date(_ iso: String) -> Date {
        ISO8601DateFormatter().date(from: iso)!
    }

    func testRolloverMidMonth() {
        let engine = RolloverEngine(calendar: calendar("Europe/Berlin"))
        let period = engine.period(containing: date("2026-10-15T12:00:00Z"))
        XCTAssertEqual(period.label, "2026-10")
    }

    func testRolloverUsesUserTimeZoneAtMonthBoundary() {
        // 23:30 on Oct 31 in Los Angeles is 06:30 on Nov 1 in UTC.
        // The user's budget month is decided by the user's calendar.
        let engine = RolloverEngine(calendar: calendar("America/Los_Angeles"))
        let spend = Transaction(amountMinor: -4_250, bookedAt: date("2026-11-01T06:30:00Z"))

        let period = engine.period(containing: spend.bookedAt)

        XCTAssertEqual(period.label, "2026-10")
        XCTAssertTrue(period.contains(spend.bookedAt))
    }

    func testCarryOverIsCappedAtBudget() {
        let engine = RolloverEngine(calendar: calendar("UTC"))
        XCTAssertEqual(engine.carryOver(budgetMinor: 50_000, spentMinor: -10_000), 40_000)
    }
}
