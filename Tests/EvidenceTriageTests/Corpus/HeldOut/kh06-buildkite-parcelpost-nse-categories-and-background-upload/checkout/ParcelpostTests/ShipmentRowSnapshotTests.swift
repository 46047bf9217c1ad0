import XCTest
import SnapshotTesting
import SwiftUI
@testable import Parcelpost

final class ShipmentRowSnapshotTests: XCTestCase {
    func testInTransitRow() {
        let row = ShipmentRow(shipment: .fixture(status: .inTransit))
        assertSnapshot(of: UIHostingController(rootView: row.frame(width: 390, height: 88)), as: .image(on: .iPhone13))
    }

    func testDeliveredBadge() {
        let row = ShipmentRow(shipment: .fixture(status: .delivered))
        assertSnapshot(of: UIHostingController(rootView: row.frame(width: 390, height: 88)), as: .image(on: .iPhone13))
    }
}
