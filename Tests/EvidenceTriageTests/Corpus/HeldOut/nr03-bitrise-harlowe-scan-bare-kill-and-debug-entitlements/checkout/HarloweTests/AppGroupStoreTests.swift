import XCTest
@testable import Harlowe

final class AppGroupStoreTests: XCTestCase {
    func testLibraryUsesSharedContainer() throws {
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.harlowe.shared")
        XCTAssertNotNil(container, "widget and app must read the same library")
        XCTAssertEqual(LibraryStore.shared.url.deletingLastPathComponent(), container?.appendingPathComponent("Library"))
    }
}
