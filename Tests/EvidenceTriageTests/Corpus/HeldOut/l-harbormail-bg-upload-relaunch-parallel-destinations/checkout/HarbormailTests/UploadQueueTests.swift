import XCTest
@testable import Harbormail

final class UploadQueueTests: XCTestCase {
    private var queue: UploadQueue!
    private var transport: RecordingBackgroundTransport!

    override func setUp() {
        transport = RecordingBackgroundTransport(identifier: "com.harbormail.uploads")
        queue = UploadQueue(transport: transport, store: .inMemory())
    }

    func testEnqueuePersistsTask() throws {
        let id = try queue.enqueue(.fixtureAttachment(bytes: 2_048))
        XCTAssertEqual(queue.pending.map(\.id), [id])
    }

    /// A relaunched process recreates the background session; the system then
    /// replays didCompleteWithError for uploads cancelled while it was dead.
    func testCancelledUploadCallbackSurvivesRelaunch() throws {
        let id = try queue.enqueue(.fixtureAttachment(bytes: 9_000_000))
        transport.simulateTermination()
        let relaunched = UploadQueue(transport: transport.relaunch(replaying: [.cancelled(taskIdentifier: 7)]), store: queue.store)
        relaunched.waitForReplay(timeout: 2)
        XCTAssertEqual(relaunched.state(of: id), .failed(.cancelled))
    }

    /// The app is launched in the background by the upload daemon (handleEventsForBackgroundURLSession).
    func testServerResponseDeliveredAfterBackgroundLaunch() throws {
        let id = try queue.enqueue(.fixtureAttachment(bytes: 40_000))
        transport.simulateSuspension()
        let bodyReceived = expectation(description: "response body for upload")
        let relaunched = UploadQueue(transport: transport.backgroundLaunch(deliveringResponse: #"{"attachmentId":"att_51"}"#, taskIdentifier: 8), store: queue.store)
        relaunched.onResponse = { uploadId, _ in if uploadId == id { bodyReceived.fulfill() } }
        wait(for: [bodyReceived], timeout: 3)
    }
}
