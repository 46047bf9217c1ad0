import XCTest
@testable import Larkspur

final class JobQueueTests: XCTestCase {
    func testSameJobNotRunTwiceConcurrently() async throws {
        let counter = ExecutionCounter()
        let queue = JobQueue(executor: SlowExecutor(counter: counter, delay: .milliseconds(50)))
        let job = Job(kind: .attachmentUpload, id: 88)

        async let first: Void = queue.enqueueAndWait(job)
        async let second: Void = queue.enqueueAndWait(job)   // a background wake re-enqueues pending jobs
        _ = try await (first, second)

        XCTAssertEqual(counter.executions(of: 88), 1, "executions of attachment-upload job 88")
    }
}
