import XCTest
@testable import Shelfmark

final class InMemoryStateStore: DownloadStateStore {
    var states: [UUID: DownloadState] = [:]
    func state(for archiveID: UUID) -> DownloadState? { states[archiveID] }
    func setState(_ state: DownloadState, for archiveID: UUID) { states[archiveID] = state }
    func saveResumeData(_ data: Data?, for archiveID: UUID) {}
}

final class DownloadServiceTests: XCTestCase {
    private let archiveID = UUID(uuidString: "5C1D8E42-7A30-4B9F-9E61-2F0B7C4D3A18")!
    private let url = URL(string: "https://library.shelfmark.test/archives/wikipedia_en_all_maxi.zim")!

    func testForceQuitCancellationMarksDownloadFailed() {
        let store = InMemoryStateStore()
        store.setState(.downloading, for: archiveID)
        let service = DownloadService(store: store)
        let task = service.session.downloadTask(with: url)
        task.taskDescription = archiveID.uuidString

        // What nsurlsessiond reports on relaunch after the user force-quit the app.
        let forceQuit = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled, userInfo: [
            NSURLErrorBackgroundTaskCancelledReasonKey: NSURLErrorCancelledReasonUserForceQuitApplication,
        ])
        service.urlSession(service.session, task: task, didCompleteWithError: forceQuit)

        XCTAssertEqual(store.state(for: archiveID), .failed("cancelled"),
                       "a transfer killed by force-quit must be shown as failed, not left downloading")
    }

    func testPauseRightAfterStartKeepsTheTask() {
        let store = InMemoryStateStore()
        let service = DownloadService(store: store)
        service.start(archiveID: archiveID, url: url)
        service.pause(archiveID: archiveID)
        XCTAssertNotEqual(store.state(for: archiveID), .failed("cancelled"))
    }
}
