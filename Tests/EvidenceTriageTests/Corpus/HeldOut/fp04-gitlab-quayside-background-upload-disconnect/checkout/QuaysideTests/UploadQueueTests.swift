import XCTest
@testable import Quayside

final class UploadQueueTests: XCTestCase {
    private var factory: FakeSessionFactory!
    private var queue: UploadQueue!
    private let photo = URL(fileURLWithPath: "/tmp/IMG_0042.HEIC")

    override func setUp() {
        factory = FakeSessionFactory()
        queue = UploadQueue(sessionFactory: factory, endpoint: URL(string: "https://uploads.quayside.example/v2")!)
    }

    func testSuccessfulUploadIsMarkedDone() {
        let record = queue.enqueue(photoAt: photo, inspectionID: "insp-17")
        queue.handleCompletion(taskIdentifier: 1, error: nil)
        XCTAssertEqual(record.state, .done)
    }

    func testHTTPTransportErrorIsReportedWithCode() {
        let record = queue.enqueue(photoAt: photo, inspectionID: "insp-17")
        queue.handleCompletion(taskIdentifier: 1, error: NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut))
        XCTAssertEqual(record.state, .failed(.transport(NSURLErrorTimedOut)))
    }

    /// -997 means the daemon connection dropped, not that the upload is bad: the photo must be
    /// put back in the queue and retried on a new background session.
    func testBackgroundServiceDisconnectRequeuesTask() {
        let record = queue.enqueue(photoAt: photo, inspectionID: "insp-17")
        queue.handleCompletion(taskIdentifier: 1, error: NSError.backgroundSessionWasDisconnected)
        XCTAssertEqual(record.state, .uploading)
        XCTAssertEqual(factory.sessions.count, 2, "photo was not re-submitted on a fresh session")
    }

    func testUploadsEnqueuedAfterDisconnectUseFreshSession() {
        queue.enqueue(photoAt: photo, inspectionID: "insp-17")
        queue.handleCompletion(taskIdentifier: 1, error: NSError.backgroundSessionWasDisconnected)

        let next = queue.enqueue(photoAt: URL(fileURLWithPath: "/tmp/IMG_0043.HEIC"), inspectionID: "insp-17")
        XCTAssertEqual(factory.sessions.count, 2, "no new background session after NSURLErrorBackgroundSessionWasDisconnected")
        XCTAssertEqual(next.state, .uploading)
    }

    func testPendingRecordsKeepInsertionOrder() {
        queue.enqueue(photoAt: photo, inspectionID: "a")
        queue.enqueue(photoAt: URL(fileURLWithPath: "/tmp/IMG_0043.HEIC"), inspectionID: "b")
        XCTAssertEqual(queue.records.map(\.inspectionID), ["a", "b"])
    }
}
