import XCTest
@testable import TallyhubKit

final class SharedLedgerStoreTests: XCTestCase {
    func testStoreOpensInAppGroupContainer() {
        let store = SharedLedgerStore()
        let url = store.container.persistentStoreDescriptions.first?.url
        XCTAssertEqual(url?.lastPathComponent, "Ledger.sqlite")
    }
}
