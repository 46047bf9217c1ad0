import XCTest
@testable import QuillMetrics

final class LifecycleFlushTests: QuillTestCase {
    func testEnterBackgroundFlushesQueuedEvents() {
        let posted = expectation(description: "events batch posted")
        stubServer.onBatch = { batch in
            XCTAssertEqual(batch.count, 2)
            posted.fulfill()
        }
        quill.track("Opened Note")
        quill.track("Closed Note")

        center.post(name: UIApplication.willResignActiveNotification, object: nil)
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [posted], timeout: 10)
    }

    func testFlushIsAttemptedAgainAfterFailedBackgroundFlush() {
        stubServer.failNextRequest(with: URLError(.networkConnectionLost))
        quill.track("Opened Note")
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        waitForQuillQueues()

        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        quill.track("Closed Note")
        quill.flush()
        waitForQuillQueues()

        XCTAssertEqual(quill.network.flushAttempts, 2)
    }

    func testBackgroundTaskEndsOnlyAfterFlushCompletes() {
        stubServer.responseDelay = 0.5
        quill.track("Opened Note")
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        waitForQuillQueues()

        XCTAssertEqual(application.endedTaskNames, ["quill.flush"])
        XCTAssertGreaterThanOrEqual(application.endedAfterBatchResponse, 1)
    }
}
