//
//  DateUpdatedStringTests.swift
//  LarkspurTests
//

import XCTest
@testable import Larkspur

final class DateUpdatedStringTests: XCTestCase {

    private var calendar: Calendar!

    override func setUp() {
        super.setUp()
        calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
    }

    func testUpdateStringForSecondsAgo() {
        let now = Date()
        let date = now.addingTimeInterval(-30)
        XCTAssertEqual(date.updatedString(relativeTo: now, calendar: calendar), "Updated 30 seconds ago")
    }

    func testUpdateStringForMinutesAgo() {
        let now = Date()
        let date = now.addingTimeInterval(-12 * 60)
        XCTAssertEqual(date.updatedString(relativeTo: now, calendar: calendar), "Updated 12 minutes ago")
    }

    func testUpdateStringForExactlyOneHourAgo() {
        let now = Date()
        let date = now.addingTimeInterval(-3600)
        XCTAssertEqual(date.updatedString(relativeTo: now, calendar: calendar), "Updated 1 hour ago")
    }

    func testUpdateStringForIntervalsLongerThanADay() throws {
        var utc = calendar!
        utc.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        let now = try XCTUnwrap(utc.date(from: DateComponents(year: 2026, month: 1, day: 20, hour: 9, minute: 30)))
        let date = now.addingTimeInterval(-3 * 24 * 3600)
        XCTAssertEqual(date.updatedString(relativeTo: now, calendar: utc), "Updated on Jan 17, 2026 at 9:30 AM")
    }

    /// Anything up to (and including) 24 hours reads as a relative time.
    ///
    /// Uses the real clock on purpose: the footer is always rendered
    /// against `Date()`, so the test does too.
    func testUpdateStringWorksForIntervalsOneDayOrLess() {
        let now = Date()
        let oneHourAgo = now.addingTimeInterval(-3600)
        let twentyThreeHoursAgo = now.addingTimeInterval(-23 * 3600)

        XCTAssertEqual(oneHourAgo.updatedString(relativeTo: now, calendar: .current), "Updated 1 hour ago")
        XCTAssertEqual(twentyThreeHoursAgo.updatedString(relativeTo: now, calendar: .current), "Updated 23 hours ago")
    }
}
