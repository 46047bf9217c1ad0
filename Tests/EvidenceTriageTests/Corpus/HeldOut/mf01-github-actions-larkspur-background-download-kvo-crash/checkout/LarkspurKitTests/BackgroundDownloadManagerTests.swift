import XCTest
@testable import LarkspurKit

final class BackgroundDownloadManagerTests: XCTestCase {
    private var manager: BackgroundDownloadManager!

    override func setUp() {
        super.setUp()
        manager = BackgroundDownloadManager(identifier: "com.larkspur.podcasts.downloads.tests")
    }

    func testCancelRemovesProgressObserver() throws {
        let episode = URL(string: "https://cdn.larkspur.example/ep/4412.mp3")!
        let handle = manager.enqueue(episode)
        manager.cancel(handle)
        // the task is released here; the manager must already have stopped observing it
        manager = nil
        XCTAssertTrue(true)
    }
}
