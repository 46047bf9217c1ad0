import XCTest
@testable import Osprey

final class OrderListEmptyTests: XCTestCase {
    func testEmptyListHasNoSections() {
        XCTAssertTrue(OrderList(orders: []).sections.isEmpty)
    }
}
