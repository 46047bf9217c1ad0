import XCTest
@testable import LarchVaultKit

final class VaultItemSorterTests: XCTestCase {
    func testPinnedItemsFirst() {
        let old = VaultItem(title: "Lease", isPinned: false, modifiedAt: Date(timeIntervalSince1970: 1_000))
        let new = VaultItem(title: "Insurance", isPinned: false, modifiedAt: Date(timeIntervalSince1970: 9_000))
        let pinned = VaultItem(title: "Passport", isPinned: true, modifiedAt: Date(timeIntervalSince1970: 5_000))
        XCTAssertEqual(VaultItemSorter.sorted([old, new, pinned]).map(\.title), ["Passport", "Insurance", "Lease"])
    }
}
