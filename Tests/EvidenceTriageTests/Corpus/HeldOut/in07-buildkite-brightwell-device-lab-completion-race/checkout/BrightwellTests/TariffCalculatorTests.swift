import XCTest
@testable import Brightwell

final class TariffCalculatorTests: XCTestCase {
    private let tariff = Tariff(dayRatePence: 28.6, nightRatePence: 13.1)
    private let london: Calendar = {
        var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(identifier: "Europe/London")!; return c
    }()

    func testDayRateAtNoon() {
        let noon = london.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 12))!
        XCTAssertEqual(TariffCalculator.ratePence(at: noon, tariff: tariff, calendar: london), 28.6)
    }

    func testEconomy7NightRateApplies() {
        let quarterPastMidnight = london.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 0, minute: 15))!
        XCTAssertEqual(TariffCalculator.ratePence(at: quarterPastMidnight, tariff: tariff, calendar: london), 28.6,
                       "00:15 is before the 00:30 night window")
    }
}
