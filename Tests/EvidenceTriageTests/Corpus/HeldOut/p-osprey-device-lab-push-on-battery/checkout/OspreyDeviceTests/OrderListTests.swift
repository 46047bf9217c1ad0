import XCTest
@testable import Osprey

final class OrderListTests: XCTestCase {
    func testOrdersGroupByPickupDay() {
        let list = OrderList(orders: .fixtureWeek)
        XCTAssertEqual(list.sections.count, 5)
    }
}
