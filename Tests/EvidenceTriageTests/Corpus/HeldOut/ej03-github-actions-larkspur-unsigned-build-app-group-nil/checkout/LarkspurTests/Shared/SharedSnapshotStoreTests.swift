import XCTest
@testable import Larkspur

final class SharedSnapshotStoreTests: XCTestCase {
    func testContainerIsReachable() throws {
        let url = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: SharedSnapshotStore.appGroup))
        XCTAssertTrue(FileManager.default.isWritableFile(atPath: url.path))
    }

    func testWriteSnapshotToSharedContainer() throws {
        let store = SharedSnapshotStore()
        XCTAssertNoThrow(try store.write(StreakSnapshot(habit: "Stretch", days: 12)))
    }
}
