import CoreStore
import XCTest
@testable import Spokes

final class RideHistoryStoreTests: XCTestCase {
    func testFreshStoreIsEmpty() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).sqlite")
        XCTAssertEqual(try RideHistoryStore(fileURL: url).rides().count, 0)
    }

    func testOpensStoreAfterAddingDockColumns() throws {
        // rides-v3.sqlite was written by 2.9 (SpokesV3) and holds 17 rides.
        let url = try Fixtures.copy("rides-v3.sqlite")
        let store = try RideHistoryStore(fileURL: url)
        XCTAssertEqual(try store.rides().count, 17)
    }
}
