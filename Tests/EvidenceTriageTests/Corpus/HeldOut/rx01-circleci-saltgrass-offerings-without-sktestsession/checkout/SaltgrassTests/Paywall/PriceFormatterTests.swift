import XCTest
@testable import Saltgrass

final class PriceFormatterTests: XCTestCase {
    let formatter = PriceFormatter(locale: Locale(identifier: "en_US"))

    func testMonthlyPrice() {
        XCTAssertEqual(formatter.perMonth(price: 7.99, period: .month), "$7.99/mo")
    }

    func testWeeklyPriceFromAnnual() {
        // 59.99 / 52 = 1.1536...
        XCTAssertEqual(formatter.perWeek(price: 59.99, period: .year), "$1.15/wk")
    }
}
