import CoreData
import XCTest
@testable import Parcelpost

final class ShipmentStoreMigrationTests: XCTestCase {
    func testV3ToV4KeepsDeliveryNotes() throws {
        let url = try Fixtures.copyStore(named: "Shipments-v3.sqlite")
        let store = try ShipmentStore(url: url, model: .v4)   // lightweight migration v3 -> v4
        let notes = try store.deliveryNotes(for: "PP-40017")
        XCTAssertEqual(notes.count, 3, "notes lost after lightweight migration")
    }
}
