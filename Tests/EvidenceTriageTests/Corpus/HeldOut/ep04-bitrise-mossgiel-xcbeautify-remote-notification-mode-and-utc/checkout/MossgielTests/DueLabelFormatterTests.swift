//
//  DueLabelFormatterTests.swift
//  MossgielTests
//

import XCTest
@testable import Mossgiel

final class DueLabelFormatterTests: XCTestCase {
    private let iso = ISO8601DateFormatter()

    func testDueTodayMorning() {
        let now = iso.date(from: "2026-11-20T08:00:00+01:00")!
        let due = iso.date(from: "2026-11-20T18:00:00+01:00")!
        XCTAssertEqual(DueLabelFormatter(now: now).label(for: due), "Due today")
    }

    func testDueTomorrowNearMidnight() {
        // 23:30 and 00:15 in Vienna, either side of local midnight.
        let now = iso.date(from: "2026-11-20T23:30:00+01:00")!
        let due = iso.date(from: "2026-11-21T00:15:00+01:00")!
        XCTAssertEqual(DueLabelFormatter(now: now).label(for: due), "Due tomorrow")
    }

    func testOverdue() {
        let now = iso.date(from: "2026-11-20T12:00:00+01:00")!
        let due = iso.date(from: "2026-11-18T12:00:00+01:00")!
        XCTAssertEqual(DueLabelFormatter(now: now).label(for: due), "Overdue")
    }
}
