import XCTest
@testable import Vaultline

final class FolderTakeoverTests: XCTestCase {
    func testFailedTakeoverKeepsPreviousBookmark() throws {
        let store = BookmarkStore(defaults: .ephemeral())
        let access = FakeSecurityScopedAccess()
        let manager = FolderManager(store: store, access: access, scanner: .failing(.permissionDenied))
        try manager.adopt(.fixture(named: "Notes"))
        let before = try XCTUnwrap(store.activeBookmark)

        XCTAssertThrowsError(try manager.adopt(.fixture(named: "Unreadable")))
        XCTAssertEqual(store.activeBookmark, before, "a failed takeover must not replace the persisted bookmark")
    }
}
