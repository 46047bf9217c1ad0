import XCTest
import CoreData
@testable import Parcelgrove

final class ParcelStoreTests: XCTestCase {
    func testGroupsParcelsByCarrier() throws {
        let container = try XCTUnwrap(ParcelStore.makeInMemoryContainer())
        let store = ParcelStore(container: container)
        try store.insert(.fixtures(["DPD", "DPD", "Evri"]))
        XCTAssertEqual(try store.groupedByCarrier().keys.sorted(), ["DPD", "Evri"])
    }
}
