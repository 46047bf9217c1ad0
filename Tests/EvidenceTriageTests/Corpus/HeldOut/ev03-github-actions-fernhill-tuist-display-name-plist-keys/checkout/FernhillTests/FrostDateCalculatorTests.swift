import XCTest
@testable import Fernhill

final class FrostDateCalculatorTests: XCTestCase {
    func testLastFrostForZone7b() {
        let date = FrostDateCalculator().lastFrost(zone: "7b", year: 2025)
        XCTAssertEqual(date?.month, 4)
        XCTAssertEqual(date?.day, 1)
    }

    func testUnknownZoneReturnsNil() {
        XCTAssertNil(FrostDateCalculator().lastFrost(zone: "13c", year: 2025))
    }
}
