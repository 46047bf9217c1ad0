import XCTest
@testable import Cairnpod

final class PlaybackQueueTests: XCTestCase {
    func testRestoresQueueAfterRelaunch() throws {
        let store = try PlaybackQueueStore.inMemory()
        try store.save([.fixture(id: "ep-1"), .fixture(id: "ep-2")], position: 1)
        let restored = try PlaybackQueueStore.reopen(store)
        XCTAssertEqual(restored.items.map(\.id), ["ep-1", "ep-2"])
        XCTAssertEqual(restored.position, 1)
    }
}
