import XCTest
@testable import ParcelPath

final class DeliveryStatusMapperTests: XCTestCase {
    func testDeliveredIsTerminal() {
        XCTAssertEqual(DeliveryStatusMapper.map("delivered"), .delivered)
    }

    func testOutForDeliveryIsInTransit() {
        XCTAssertEqual(DeliveryStatusMapper.map("out_for_delivery"), .inTransit)
    }
}
