import XCTest
@testable import Lumen

final class WidgetSnapshotStoreTests: XCTestCase {
    func testSnapshotVisibleToWidgetExtension() throws {
        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.app.lumen")
        XCTAssertNotNil(url, "shared container for group.app.lumen")
    }
}
