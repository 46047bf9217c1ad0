import XCTest
@testable import Runner

/// Native-side tests of the flutter_downloader bridge (Runner target).
final class DownloadLifecycleTests: XCTestCase {
    func testEnqueueCreatesBackgroundTask() throws {
        let harness = try DownloaderHarness.start()
        let id = try harness.enqueue(url: "https://cdn.pinecone.test/maps/ridge-12.mbtiles")
        XCTAssertEqual(harness.status(of: id), .running)
    }

    /// Mirrors the support ticket: start a map download, swipe the app away, reopen later.
    func testDownloadFinishesAfterUserForceQuits() throws {
        let harness = try DownloaderHarness.start()
        let id = try harness.enqueue(url: "https://cdn.pinecone.test/maps/ridge-12.mbtiles")
        harness.terminateLikeAppSwitcherSwipe()
        let reopened = try DownloaderHarness.start(after: .seconds(120))
        XCTAssertEqual(reopened.status(of: id), .complete)
    }
}
