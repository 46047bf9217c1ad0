import HealthKit
import XCTest
@testable import Runner

final class StepObserverTests: XCTestCase {
    func testObserverForwardsNewSamplesToUploader() async throws {
        let uploader = RecordingUploader(result: .success(()))
        let handler = StepObserverHandler(uploader: uploader, anchorStore: InMemoryAnchorStore())
        var completions = 0
        await handler.handleUpdate(newSamples: [.steps(412)]) { completions += 1 }
        XCTAssertEqual(uploader.batches.count, 1)
        XCTAssertEqual(completions, 1)
    }

    func testObserverCompletionCalledAfterUpload() async throws {
        // HealthKit backs off and, after three unanswered deliveries, stops waking the app.
        let uploader = RecordingUploader(result: .failure(URLError(.notConnectedToInternet)))
        let handler = StepObserverHandler(uploader: uploader, anchorStore: InMemoryAnchorStore())
        var completions = 0

        await handler.handleUpdate(newSamples: [.steps(88)]) { completions += 1 }

        XCTAssertEqual(completions, 1, "HKObserverQuery completion handler must be called on every path")
    }
}
