import XCTest
@testable import Parcelry

/// Parcelry wraps TUSKit's client. These tests replay what happens when the user
/// swipes the app away mid-upload and opens it again: the background URLSession
/// hands back the leftover task, which the system has already cancelled.
final class UploadResumeTests: XCTestCase {
    private let inFlightID = UUID(uuidString: "6E2A91C4-0B7D-4F3A-9D51-27C8E0A4B913")!

    func testFreshUploadCompletes() throws {
        let delegate = RecordingUploadDelegate()
        let client = try UploadClient(session: FakeBackgroundSession(), storage: .inMemory(), delegate: delegate)
        try client.start()
        let id = try client.upload(fileAt: Fixtures.photo150MB)
        FakeBackgroundSession.current.finishAll()
        XCTAssertEqual(delegate.finishedUploadIDs, [id])
    }

    func testRelaunchedUploadFailureReachesDelegate() throws {
        let session = FakeBackgroundSession(leftoverTaskFor: inFlightID, failingWith: URLError(.cancelled, userInfo: ["NSURLErrorBackgroundTaskCancelledReasonKey": 0]))
        let delegate = RecordingUploadDelegate()
        let client = try UploadClient(session: session, storage: .persisted(inFlight: [inFlightID]), delegate: delegate)

        try client.start()                              // relaunch after the user terminated the app

        XCTAssertEqual(delegate.failedUploadIDs, [inFlightID], "a re-attached task that ends with -999 must be reported to the delegate")
    }

    func testRetryAfterRelaunchFindsFailedUpload() throws {
        let storage = PersistedUploadStorage.fixture(failed: [inFlightID])
        let client = try UploadClient(session: FakeBackgroundSession(), storage: .persisted(storage), delegate: RecordingUploadDelegate())

        try client.start()

        XCTAssertTrue(client.failedUploadIDs().contains(inFlightID))
        XCTAssertTrue(try client.retry(id: inFlightID), "retry() must find an upload that the previous launch persisted as failed")
    }
}
