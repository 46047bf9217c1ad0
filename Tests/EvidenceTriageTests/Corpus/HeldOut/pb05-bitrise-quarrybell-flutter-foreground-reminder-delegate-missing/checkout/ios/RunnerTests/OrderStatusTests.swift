import XCTest
@testable import Runner

final class OrderStatusTests: XCTestCase {
    func testReadyStatusCopy() {
        XCTAssertEqual(OrderStatus.ready.copy, "Ready for pickup")
    }
}
