import XCTest
@testable import Pantrywise

final class CartMergeTests: XCTestCase {
    func testOfflineEditsMergeInOrder() {
        let merger = CartMerger(store: .inMemory())
        let done = expectation(description: "merge finished")
        merger.apply(offlineEdits: .fixture(named: "four-edits"), completion: { _ in done.fulfill() })
        wait(for: [done], timeout: 2)
        XCTAssertEqual(merger.appliedEditCount, 4, "merge finished before the last offline edit was applied")
    }
}
