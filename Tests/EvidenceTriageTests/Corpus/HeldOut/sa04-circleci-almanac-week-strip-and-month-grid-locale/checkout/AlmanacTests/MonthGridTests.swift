import XCTest
@testable import Almanac

final class MonthGridTests: XCTestCase {
    func testSeptemberHasThirtyDaysVisible() {
        let model = MonthGridModel()
        let dates = model.visibleDates(forMonthContaining: Date(timeIntervalSince1970: 1_788_000_000))
        XCTAssertEqual(dates.count % 7, 0)
    }

    func testSundayFirstCalendarStartsOctober2017OnTheFirst() {
        var campus = Calendar(identifier: .gregorian)
        campus.locale = Locale(identifier: "en_US")
        campus.firstWeekday = 1
        campus.timeZone = TimeZone(identifier: "America/New_York")!
        let model = MonthGridModel()
        model.calendar = campus
        let october = campus.date(from: DateComponents(year: 2017, month: 10, day: 15))!
        let dates = model.visibleDates(forMonthContaining: october)
        let firstOfMonth = campus.date(from: DateComponents(year: 2017, month: 10, day: 1))!
        XCTAssertEqual(dates.first, firstOfMonth)
    }
}
