import XCTest
@testable import Ledgerly

final class StatementPeriodTests: XCTestCase {
    func testTodayBucketUsesLocalCalendar() throws {
        // 00:30 on 30 Nov in Auckland is still 29 Nov in GMT.
        let auckland = try XCTUnwrap(TimeZone(identifier: "Pacific/Auckland"))
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = auckland
        let now = try XCTUnwrap(cal.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 0, minute: 30)))
        let entryTime = try XCTUnwrap(cal.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 0, minute: 5)))

        let grouper = StatementDayGrouper(timeZone: auckland, now: { now })
        XCTAssertEqual(grouper.bucket(for: entryTime), .today)
    }

    func testYesterdayBucket() throws {
        let utc = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSince1970: 1_796_000_000)
        let grouper = StatementDayGrouper(timeZone: utc, now: { now })
        XCTAssertEqual(grouper.bucket(for: now.addingTimeInterval(-86_400)), .yesterday)
    }
}
