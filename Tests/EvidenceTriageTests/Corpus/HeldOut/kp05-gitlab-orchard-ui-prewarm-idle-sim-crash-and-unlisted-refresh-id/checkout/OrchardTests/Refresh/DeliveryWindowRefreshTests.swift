import XCTest
@testable import Orchard

final class DeliveryWindowRefreshTests: XCTestCase {
    func testRegistersDeliveryRefreshAtLaunch() {
        XCTAssertTrue(AppDelegate.registeredIDs.contains(AppDelegate.deliveryWindowRefreshID),
                      "delivery-window refresh handler was not registered at launch")
    }

    func testRegistersOrderStatusRefreshAtLaunch() {
        XCTAssertTrue(AppDelegate.registeredIDs.contains(AppDelegate.orderStatusRefreshID))
    }
}
