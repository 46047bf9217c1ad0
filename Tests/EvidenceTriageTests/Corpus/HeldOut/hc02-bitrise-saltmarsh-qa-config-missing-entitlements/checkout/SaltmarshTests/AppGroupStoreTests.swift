import XCTest
@testable import SaltmarshKit

final class AppGroupStoreTests: XCTestCase {
    func testSnapshotLandsInSharedContainer() throws {
        let store = AppGroupStore()
        let container = try XCTUnwrap(FileManager.default.containerURL(
            forSecurityApplicationGroupIdentifier: store.group))
        let url = try store.write(Data("{}".utf8), named: "snapshot.json")
        XCTAssertTrue(url.path.hasPrefix(container.path))
    }
}
