import SnapshotTesting
import XCTest
@testable import Parcelpost

final class ShipmentListSnapshotTests: XCTestCase {

    func testDeliveredBadgeRendersGreen() {
        let cell = ShipmentCell(shipment: .fixture(status: .delivered))
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
        assertSnapshot(of: cell, as: .image(precision: 0.995))
    }

    func testInTransitShowsEta() {
        let cell = ShipmentCell(shipment: .fixture(status: .inTransit(eta: .fixtureTomorrow)))
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
        assertSnapshot(of: cell, as: .image(precision: 0.995))
    }
}
