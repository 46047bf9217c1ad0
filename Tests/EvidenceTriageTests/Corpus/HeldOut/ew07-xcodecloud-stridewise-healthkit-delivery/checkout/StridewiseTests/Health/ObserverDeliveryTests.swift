import HealthKit
import XCTest
@testable import Stridewise

final class ObserverDeliveryTests: XCTestCase {
    private func makeObserver(server: FakeStepServer) -> StepObserver {
        StepObserver(job: { StepUploadJob(source: FixtureSource(count: 2), api: server, anchors: InMemoryAnchorStore()) },
                     debugLog: DebugLog(capacity: 50))
    }

    func testObserverCompletionCalledAfterUpload() {
        let observer = makeObserver(server: FakeStepServer())
        let completed = expectation(description: "HKObserverQuery completion handler called")
        observer.handleUpdate(error: nil) { completed.fulfill() }
        wait(for: [completed], timeout: 2)
    }

    func testObserverCompletionCalledWhenUploadFails() {
        let observer = makeObserver(server: FakeStepServer(failOnBatch: 1, error: URLError(.notConnectedToInternet)))
        let completed = expectation(description: "HKObserverQuery completion handler called")
        observer.handleUpdate(error: nil) { completed.fulfill() }
        // HealthKit disables background delivery after three missed completions.
        wait(for: [completed], timeout: 2)
    }
}
