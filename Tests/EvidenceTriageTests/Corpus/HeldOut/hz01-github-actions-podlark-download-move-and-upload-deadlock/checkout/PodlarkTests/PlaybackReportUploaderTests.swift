import XCTest
@testable import Podlark

final class PlaybackReportUploaderTests: XCTestCase {
    func testForegroundSendDeliversBody() {
        let session = FakeUploadSession()
        let uploader = PlaybackReportUploader(session: session, runner: ApplicationBackgroundTaskRunner())
        let sent = expectation(description: "report sent")
        uploader.send(.fixture(id: "r-1")) { _ in sent.fulfill() }
        wait(for: [sent], timeout: 2)
        XCTAssertEqual(session.sentBodies.count, 1)
    }

    /// A report send is in flight on the data queue when the scene backgrounds and the
    /// outbox is handed to the background session. Both must finish.
    func testPersistedUploadStartsWhileReportSendIsInFlight() {
        let session = FakeUploadSession(sendDelay: 0.2)
        let uploader = PlaybackReportUploader(session: session, runner: ApplicationBackgroundTaskRunner())
        let sent = expectation(description: "report send finished")
        let resumed = expectation(description: "persisted upload task resumed")
        session.onResume = { _ in resumed.fulfill() }

        uploader.send(.fixture(id: "r-7")) { _ in sent.fulfill() }
        uploader.startPersistedUpload(.fixture(id: "r-8"))   // same main-actor turn, as the scene delegate does

        wait(for: [sent, resumed], timeout: 10)
        XCTAssertEqual(session.resumedIdentifiers, ["r-8"])
    }
}
