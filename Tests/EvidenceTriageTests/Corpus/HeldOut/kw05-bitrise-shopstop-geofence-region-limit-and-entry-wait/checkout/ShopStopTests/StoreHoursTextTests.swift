import XCTest
@testable import ShopStop

final class StoreHoursTextTests: XCTestCase {
    func testClosesAtMidnightShowsMidnight() {
        XCTAssertEqual(StoreHoursText.closing(hour: 24), "Closes at midnight")
    }
}
