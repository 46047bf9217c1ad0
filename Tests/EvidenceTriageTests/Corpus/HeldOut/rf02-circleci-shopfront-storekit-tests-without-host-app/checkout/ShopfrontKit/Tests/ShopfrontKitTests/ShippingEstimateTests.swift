import XCTest
@testable import ShopfrontKit

final class ShippingEstimateTests: XCTestCase {
    private let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(identifier: "America/New_York")!; return c
    }()

    func testExpressCutoffAtNoon() throws {
        let beforeNoon = try XCTUnwrap(calendar.date(from: DateComponents(year: 2026, month: 8, day: 12, hour: 11, minute: 59)))
        let estimate = ShippingEstimator(calendar: calendar).estimate(.express, orderedAt: beforeNoon)
        XCTAssertEqual(estimate.businessDays, 1)
    }
}
