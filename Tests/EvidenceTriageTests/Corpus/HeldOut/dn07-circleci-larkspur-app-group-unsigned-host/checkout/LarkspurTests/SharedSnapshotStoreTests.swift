import XCTest
@testable import Larkspur

final class SharedSnapshotStoreTests: XCTestCase {
    func testWritesWidgetSnapshotToAppGroup() throws {
        let container = try XCTUnwrap(AppGroup.containerURL)
        let store = SharedSnapshotStore(directory: container.appendingPathComponent("Widget", isDirectory: true))

        try store.write(.fixture(habits: 3, completedToday: 2))

        XCTAssertEqual(try store.read()?.completedToday, 2)
    }
}
