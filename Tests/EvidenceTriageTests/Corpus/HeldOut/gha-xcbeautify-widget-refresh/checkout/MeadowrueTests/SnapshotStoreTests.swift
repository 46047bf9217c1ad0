import XCTest
@testable import Meadowrue

final class SnapshotStoreTests: XCTestCase {
    func testSnapshotEncodesCountsPerAllergen() throws {
        let data = try SnapshotStore.encode(.fixture(tree: 41, grass: 12, weed: 3))
        XCTAssertEqual(try SnapshotStore.decode(data).counts["tree"], 41)
    }

    func testWidgetReadsSnapshotWrittenByApp() throws {
        let container = try XCTUnwrap(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.meadowrue.pollen"),
            "app group container unavailable to the app")
        XCTAssertTrue(container.path.contains("Shared/AppGroup"))
    }
}
