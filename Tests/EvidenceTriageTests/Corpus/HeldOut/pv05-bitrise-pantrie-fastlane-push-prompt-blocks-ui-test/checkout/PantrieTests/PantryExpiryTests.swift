import XCTest
@testable import Pantrie

final class PantryExpiryTests: XCTestCase {
    func testItemGoodUntilEndOfBestBeforeDay() {
        var cal = Calendar(identifier: .gregorian); cal.timeZone = TimeZone(identifier: "Europe/London")!
        let bestBefore = cal.date(from: DateComponents(year: 2026, month: 10, day: 3))!
        let evening = cal.date(from: DateComponents(year: 2026, month: 10, day: 3, hour: 19))!
        XCTAssertFalse(PantryExpiry.isExpired(bestBefore: bestBefore, now: evening, calendar: cal))
    }
}
