import XCTest
@testable import Larder

final class PantrySyncTests: XCTestCase {
    func testMergeKeepsNewestEdit() {
        let merged = PantrySync.merge(local: Fixtures.localPantry, remote: Fixtures.remotePantry)
        XCTAssertEqual(merged["flour"]?.quantity, 2)
    }
}
