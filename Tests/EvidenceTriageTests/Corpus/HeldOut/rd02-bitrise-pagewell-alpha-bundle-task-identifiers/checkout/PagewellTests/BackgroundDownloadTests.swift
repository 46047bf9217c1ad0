import XCTest
@testable import Pagewell

final class BackgroundDownloadTests: XCTestCase {
    func testLibraryRefreshRegisteredAtLaunch() {
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains(BackgroundTaskIDs.libraryRefresh))
    }

    func testQueuedChaptersSubmitDownloadTask() {
        let scheduler = DownloadScheduler()
        XCTAssertNoThrow(try scheduler.submitQueuedChapters(count: 12))
    }

    func testDownloadIdentifierHasDownloadsSuffix() {
        XCTAssertTrue(BackgroundTaskIDs.chapterDownloads.hasSuffix(".downloads"))
    }
}
