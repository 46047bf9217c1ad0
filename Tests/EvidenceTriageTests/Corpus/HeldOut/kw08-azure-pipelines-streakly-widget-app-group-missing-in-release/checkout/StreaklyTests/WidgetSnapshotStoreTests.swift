import XCTest
@testable import Streakly

final class WidgetSnapshotStoreTests: XCTestCase {
    func testAppAndWidgetShareContainer() {
        XCTAssertNotNil(WidgetSnapshotStore.containerURL, "no container for \(WidgetSnapshotStore.appGroup)")
    }
}
