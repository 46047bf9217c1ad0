import XCTest
@testable import Stridewell

final class StepSyncJobTests: XCTestCase {

    func testAnchorNotAdvancedWhenUploadFails() async {
        let anchors = InMemoryAnchorStore()
        let source = StubStepSource(samples: .fixtureDay, anchor: .fixture(3))
        let uploader = FailingUploader(error: URLError(.networkConnectionLost))
        let job = StepSyncJob(source: source, uploader: uploader, anchors: anchors)

        do { try await job.run() } catch {}

        XCTAssertNil(anchors.stepAnchor, "anchor must only move after the server accepted the samples")
    }

    func testUploadsSamplesAfterAnchor() async throws {
        let anchors = InMemoryAnchorStore()
        let uploader = RecordingUploader()
        let job = StepSyncJob(source: StubStepSource(samples: .fixtureDay, anchor: .fixture(1)),
                              uploader: uploader, anchors: anchors)
        try await job.run()
        XCTAssertEqual(uploader.uploaded.count, 24)
    }
}
