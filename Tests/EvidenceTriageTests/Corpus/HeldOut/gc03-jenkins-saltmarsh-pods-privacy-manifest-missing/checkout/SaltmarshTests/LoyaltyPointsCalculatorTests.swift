import XCTest
@testable import Saltmarsh

final class LoyaltyPointsCalculatorTests: XCTestCase {
    private var calculator: LoyaltyPointsCalculator {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!   // CI simulators run in UTC
        return LoyaltyPointsCalculator(calendar: calendar)
    }

    func testWeekdayPurchaseEarnsBasePoints() {
        // Wednesday 2024-04-17 12:00 UTC
        let purchase = Purchase(amountCents: 6_000, date: Date(timeIntervalSince1970: 1_713_355_200),
                                storeTimeZone: TimeZone(identifier: "Europe/London")!)
        XCTAssertEqual(calculator.points(for: purchase), 120)
    }

    func testDoublePointsOnWeekendUsesStoreTimeZone() {
        // Saturday 2024-04-20 09:00 in Sydney is Friday 23:00 UTC.
        let purchase = Purchase(amountCents: 6_000, date: Date(timeIntervalSince1970: 1_713_567_600),
                                storeTimeZone: TimeZone(identifier: "Australia/Sydney")!)
        XCTAssertEqual(calculator.points(for: purchase), 240)
    }
}
