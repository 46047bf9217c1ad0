import XCTest
@testable import Tideline

final class ObservationUploadQueueTests: XCTestCase {

    final class FakeRunner: BackgroundTaskRunning {
        var expiration: (() -> Void)?
        private(set) var ended: [Int] = []
        func begin(name: String, expiration: @escaping () -> Void) -> Int {
            self.expiration = expiration
            return 7
        }
        func end(_ token: Int) { ended.append(token) }
    }

    final class HangingClient: ObservationClient {
        var cancelled = false
        func upload(_ id: String) async throws {
            try await Task.sleep(for: .seconds(30))
        }
        func cancelAll() { cancelled = true }
    }

    func testEnqueuePersistsPendingObservation() {
        let queue = ObservationUploadQueue(runner: FakeRunner(), client: HangingClient())
        queue.enqueue("obs-1")
        XCTAssertEqual(queue.items.map(\.state), [.queued])
    }

    func testExpiredBackgroundTaskRequeuesUpload() async throws {
        let runner = FakeRunner()
        let client = HangingClient()
        let queue = ObservationUploadQueue(runner: runner, client: client)
        queue.enqueue("obs-9")

        queue.drainInBackground()
        try await Task.sleep(for: .milliseconds(50))   // let the drain start the upload
        runner.expiration?()                           // UIKit expires the background task

        XCTAssertTrue(client.cancelled)
        XCTAssertEqual(queue.items.first?.state.rawValue, "queued",
                       "an upload whose background task expired must go back to .queued so the next run retries it")
        XCTAssertEqual(queue.retryable.map(\.id), ["obs-9"])
    }
}
