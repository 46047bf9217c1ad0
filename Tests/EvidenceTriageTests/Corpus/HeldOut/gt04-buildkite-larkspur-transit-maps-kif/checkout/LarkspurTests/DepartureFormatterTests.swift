//
//  DepartureFormatterTests.swift
//  LarkspurTests
//

import XCTest
@testable import Larkspur

final class DepartureFormatterTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 1_768_917_600) // 2026-01-20 14:00:00 UTC

    func testDueUnderThirtySeconds() {
        let formatter = DepartureFormatter(now: { self.t0 })
        XCTAssertEqual(formatter.minutesUntil(t0.addingTimeInterval(20)), "Due")
    }

    func testWholeMinutes() {
        let formatter = DepartureFormatter(now: { self.t0 })
        XCTAssertEqual(formatter.minutesUntil(t0.addingTimeInterval(180)), "3 min")
    }

    func testMinutesUntilDepartureRoundsUp() {
        let formatter = DepartureFormatter(now: { self.t0 })
        XCTAssertEqual(formatter.minutesUntil(t0.addingTimeInterval(125)), "3 min")
    }
}
