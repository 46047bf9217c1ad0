import XCTest
@testable import Driftwell

/// After a crash the app is relaunched, recreates the background session, and URLSession calls
/// didCompleteWithError for the interrupted task with the resume data in the error's userInfo.
final class RelaunchRecoveryTests: XCTestCase {
    private final class FakeTask: URLSessionDownloadTask {
        private let id: Int
        init(id: Int) { self.id = id }
        override var taskIdentifier: Int { id }
    }

    func testResumeDataRecoveredFromCompletionError() {
        let store = ResumeStore(inMemory: true)
        let delegate = BackgroundDownloadDelegate(store: store, episodeForTask: { $0 == 3 ? "ep-077" : nil })
        let resume = Data("resume-ep-077".utf8)
        let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorUnknown,
                            userInfo: [NSURLSessionDownloadTaskResumeData: resume])

        delegate.urlSession(.shared, task: FakeTask(id: 3), didCompleteWithError: error)

        XCTAssertNotNil(store.resumeData(for: "ep-077"),
                        "resume data delivered in didCompleteWithError after a crash was dropped")
        XCTAssertFalse(delegate.failed.contains("ep-077"))
    }

    func testUnknownTaskIsIgnored() {
        let store = ResumeStore(inMemory: true)
        let delegate = BackgroundDownloadDelegate(store: store, episodeForTask: { _ in nil })
        delegate.urlSession(.shared, task: FakeTask(id: 9), didCompleteWithError: URLError(.cancelled))
        XCTAssertTrue(delegate.failed.isEmpty)
    }
}
