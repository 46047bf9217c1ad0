import Testing
import Foundation
@testable import Marrow

@Suite("Now-playing graph tracking")
struct GraphTrackingTests {
    @Test func handlerSeesNestedUpdates() async throws {
        let graph = NowPlayingGraph()
        let seen = DispatchSemaphore(value: 0)
        graph.track { _ in seen.signal() }
        graph.queue.update(.append(Episode.fixture()))
        #expect(seen.wait(timeout: .now() + 2) == .success)
    }
}
