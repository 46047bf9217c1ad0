import XCTest
@testable import FernhillKit

final class EpisodeQueueTests: XCTestCase {
    func testDrainOrderIsStable() async throws {
        let queue = EpisodeQueue()
        await queue.enqueue(["a", "b", "c"])
        let drained = await queue.drain(timeout: .milliseconds(200))
        XCTAssertEqual(drained, ["a", "b", "c"])
    }
}
