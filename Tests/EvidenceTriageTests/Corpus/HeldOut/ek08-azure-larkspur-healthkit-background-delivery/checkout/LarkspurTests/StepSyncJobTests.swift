import XCTest
@testable import Larkspur

final class StepSyncJobTests: XCTestCase {
    func testCompletionHandlerCalledWhenUploadFails() {
        let uploader = StubUploader(result: .failure(URLError(.notConnectedToInternet)))
        let job = StepSyncJob(source: StubSource.twoSamples, uploader: uploader, anchors: InMemoryAnchorStore())
        let completed = expectation(description: "observer completion handler called")
        job.handleObserverUpdate { completed.fulfill() }
        wait(for: [completed], timeout: 2)
    }

    func testAnchorUnchangedWhenUploadFails() {
        let anchors = InMemoryAnchorStore()
        let job = StepSyncJob(source: StubSource.twoSamples, uploader: StubUploader(result: .failure(URLError(.timedOut))), anchors: anchors)
        job.handleObserverUpdate {}
        XCTAssertNil(anchors.current)
    }
}
