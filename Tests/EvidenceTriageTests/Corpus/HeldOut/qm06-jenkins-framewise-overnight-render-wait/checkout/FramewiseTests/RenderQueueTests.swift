import XCTest
import BackgroundTasks
@testable import Framewise

final class RenderQueueTests: XCTestCase {
    func testEnqueueKeepsJobOrder() throws {
        let queue = RenderQueue()
        try queue.enqueue(.fixture("a"))
        try queue.enqueue(.fixture("b"))
        XCTAssertEqual(queue.queued.map(\.name), ["a", "b"])
    }

    func testQueuedRenderCompletesOvernight() throws {
        let finished = expectation(description: "queued render finished by the processing task")
        RenderQueue.shared.onJobFinished = { job in
            if job.name == "DJI_0042" { finished.fulfill() }
        }
        try RenderQueue.shared.enqueue(.fixture("DJI_0042"))
        wait(for: [finished], timeout: 1800)
    }
}
