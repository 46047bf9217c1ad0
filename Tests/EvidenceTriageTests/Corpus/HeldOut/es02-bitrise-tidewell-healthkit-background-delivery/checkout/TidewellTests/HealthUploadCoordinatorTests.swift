import UIKit
import XCTest
@testable import Tidewell

@MainActor
final class HealthUploadCoordinatorTests: XCTestCase {
    private var runner: RecordingBackgroundTaskRunner!

    override func setUp() {
        runner = RecordingBackgroundTaskRunner()
    }

    func testEndsBackgroundTaskAfterSuccessfulUpload() async throws {
        let coordinator = HealthUploadCoordinator(uploader: StubUploader(result: .success(.fixture)), runner: runner)
        try await coordinator.uploadPendingSamples(since: nil)
        XCTAssertEqual(runner.ended, runner.begun)
        XCTAssertEqual(coordinator.lastUploadedAnchor, HealthAnchor.fixture.anchor)
    }

    /// Every beginBackgroundTask must be balanced, or UIKit kills the app once
    /// the expiration handlers have run ("Background task still not ended ...").
    func testEndsBackgroundTaskWhenUploadFails() async {
        let coordinator = HealthUploadCoordinator(uploader: StubUploader(result: .failure(URLError(.timedOut))), runner: runner)
        do {
            try await coordinator.uploadPendingSamples(since: nil)
            XCTFail("expected the upload error to propagate")
        } catch {
            XCTAssertEqual(runner.begun.count, 1)
            XCTAssertEqual(runner.ended, runner.begun, "background task \(runner.begun) was never ended")
        }
        XCTAssertNil(coordinator.lastUploadedAnchor)
    }
}
