import XCTest
@testable import Harrowgate

final class OrderListTests: XCTestCase {
    func testEmptyStateTitle() {
        let vm = OrderListViewModel(orders: [], filter: .processing)
        XCTAssertEqual(vm.emptyStateTitle, "No processing orders yet")
    }
}
