import XCTest
@testable import WrenfieldKit

final class DailyTotalsTests: XCTestCase {

    func testEntriesOnSameDayAreSummed() {
        var totals = DailyTotals()
        let noon = Date(timeIntervalSince1970: 1_740_830_400) // 2025-03-01T12:00:00Z
        totals.add(.init(millilitres: 250, loggedAt: noon))
        totals.add(.init(millilitres: 500, loggedAt: noon.addingTimeInterval(3600)))
        XCTAssertEqual(totals.total(forDayKey: DailyTotals.dayKey(for: noon)), 750)
    }

    func testEmptyDayHasNoBucket() {
        let totals = DailyTotals()
        XCTAssertNil(totals.total(forDayKey: "2025-01-01"))
    }

    func testTodayBucketIncludesEntryTenMinutesAgo() {
        var totals = DailyTotals()
        let tenMinutesAgo = Date().addingTimeInterval(-600)
        totals.add(.init(millilitres: 600, loggedAt: tenMinutesAgo))
        totals.add(.init(millilitres: 500, loggedAt: tenMinutesAgo))

        let key = DailyTotals.todayKey()
        print("DailyTotalsTests: todayKey=\(key) entryDay=\(DailyTotals.dayKey(for: tenMinutesAgo)) tz=\(TimeZone.current.identifier)")
        XCTAssertEqual(totals.total(forDayKey: key), 1100)
    }
}
