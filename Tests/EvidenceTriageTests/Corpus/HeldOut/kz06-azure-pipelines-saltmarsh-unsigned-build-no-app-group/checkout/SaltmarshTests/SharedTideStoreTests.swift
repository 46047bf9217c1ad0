import XCTest
@testable import Saltmarsh

final class SharedTideStoreTests: XCTestCase {
    func testWidgetSnapshotWrittenToAppGroup() throws {
        let store = SharedTideStore(directory: SharedContainer.url)
        try store.writeWidgetSnapshot(.fixture(station: "PORT-ERIN"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.snapshotURL.path))
    }
}
