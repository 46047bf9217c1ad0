import XCTest
@testable import Plover

final class WidgetSnapshotStoreTests: XCTestCase {
    override func tearDown() {
        WidgetSnapshotStore.clear()
        super.tearDown()
    }

    func testDecodesSnapshotWrittenByApp() throws {
        let snapshot = WidgetSnapshot(unreadCount: 12, starredCount: 3,
                                      lastUpdate: Date(timeIntervalSince1970: 1_786_000_000))
        try WidgetSnapshotStore.write(snapshot)
        XCTAssertEqual(try WidgetSnapshotStore.read(), snapshot)
    }

    func testReadReturnsNilWhenNothingWasWritten() throws {
        WidgetSnapshotStore.clear()
        XCTAssertNil(try WidgetSnapshotStore.read())
    }
}
