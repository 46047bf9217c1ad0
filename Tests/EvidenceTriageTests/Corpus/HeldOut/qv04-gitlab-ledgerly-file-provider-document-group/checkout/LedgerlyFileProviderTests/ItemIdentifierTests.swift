import XCTest
import FileProvider
@testable import LedgerlyFileProvider

final class ItemIdentifierTests: XCTestCase {
    func testTrashedItemParentIsTrashContainer() {
        let item = VaultItem(identifier: .init("stmt-42"), isTrashed: true, folder: .init("2026"))
        XCTAssertEqual(item.parentItemIdentifier, .trashContainer)
    }
}
