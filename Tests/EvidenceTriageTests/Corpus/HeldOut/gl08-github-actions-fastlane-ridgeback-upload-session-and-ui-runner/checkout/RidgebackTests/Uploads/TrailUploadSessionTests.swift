import XCTest
@testable import Ridgeback

final class TrailUploadSessionTests: XCTestCase {
    private let session = URLSession(configuration: .ephemeral)

    func testSuccessfulUploadCallsBackgroundEventsCompletion() {
        let upload = TrailUploadSession(store: TrackUploadStoreSpy())
        let done = expectation(description: "background events completion")
        upload.backgroundEventsCompletion = { done.fulfill() }

        upload.urlSession(session, task: .stub(description: "track-1"), didCompleteWithError: nil)
        upload.urlSessionDidFinishEvents(forBackgroundURLSession: session)

        wait(for: [done], timeout: 1)
    }

    func testFailedUploadStillCallsBackgroundEventsCompletion() {
        let store = TrackUploadStoreSpy()
        let upload = TrailUploadSession(store: store)
        let done = expectation(description: "background events completion")
        upload.backgroundEventsCompletion = { done.fulfill() }

        upload.urlSession(session, task: .stub(description: "track-2"), didCompleteWithError: URLError(.networkConnectionLost))
        upload.urlSessionDidFinishEvents(forBackgroundURLSession: session)

        wait(for: [done], timeout: 1)
        XCTAssertEqual(store.failed, ["track-2"])
    }
}
