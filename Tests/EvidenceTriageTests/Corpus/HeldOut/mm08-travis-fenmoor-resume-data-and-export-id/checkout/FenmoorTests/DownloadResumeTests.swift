import XCTest
@testable import FenmoorKit

final class DownloadResumeTests: XCTestCase {
    func testSessionUsesStableBackgroundIdentifier() {
        let downloader = OfflineDownloader()
        XCTAssertEqual(downloader.session.configuration.identifier, OfflineDownloader.sessionPrefix)
    }

    func testResumeDataPersistedWhenSystemKillsApp() {
        let store = ResumeDataStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent(name))
        let downloader = OfflineDownloader(resumeStore: store)
        let error = URLError(.backgroundSessionWasDisconnected, userInfo: [NSURLSessionDownloadTaskResumeData: Data("resume".utf8)])
        downloader.urlSession(downloader.session, task: FakeDownloadTask(id: 42), didCompleteWithError: error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.fileURL(for: 42).path), "resume data not written to disk")
    }
}
