import XCTest
@testable import Marlowe

final class WidgetSnapshotStoreTests: XCTestCase {

    func testRefreshWritesSnapshotToAppGroup() throws {
        let store = WidgetSnapshotStore()
        let container = try XCTUnwrap(store.containerURL, "no container for \(store.appGroupID)")

        try store.write(UpNextSnapshot(episodeIDs: [4101, 4102]))
        XCTAssertTrue(FileManager.default.fileExists(atPath: container.appendingPathComponent("up-next.json").path))
    }
}
