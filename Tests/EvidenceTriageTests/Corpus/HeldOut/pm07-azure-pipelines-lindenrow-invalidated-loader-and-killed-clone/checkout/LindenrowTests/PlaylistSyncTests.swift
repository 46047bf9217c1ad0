import XCTest
@testable import Lindenrow

final class PlaylistSyncTests: XCTestCase {
    func testUploadQueueDrainsOnBackground() async throws {
        let queue = PlaylistUploadQueue(store: .inMemory(), client: StubPlaylistClient())
        queue.enqueue(.fixture(id: "pl-1")); queue.enqueue(.fixture(id: "pl-2"))
        try await queue.drain(reason: .enteringBackground)
        XCTAssertEqual(queue.pending.count, 0)
    }
}
