//
//  VisitWindowFormatterTests.swift
//  QuaymasterTests
//

import XCTest
@testable import Quaymaster

final class VisitWindowFormatterTests: XCTestCase {
    func testSameDayWindowEnglish() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/London")!
        let start = ISO8601DateFormatter().date(from: "2026-12-08T09:00:00Z")!
        let end = ISO8601DateFormatter().date(from: "2026-12-08T11:30:00Z")!
        XCTAssertEqual(VisitWindowFormatter.text(start: start, end: end, calendar: calendar, locale: Locale(identifier: "en_GB")), "09:00–11:30")
    }
}
