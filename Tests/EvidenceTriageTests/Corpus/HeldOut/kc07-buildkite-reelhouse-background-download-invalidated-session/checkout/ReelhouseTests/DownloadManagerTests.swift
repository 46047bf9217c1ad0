import XCTest
@testable import Reelhouse

final class DownloadManagerTests: XCTestCase {
    private var store: DownloadStore!

    override func setUp() {
        store = DownloadStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
    }

    func testEnqueueStartsDownload() {
        let manager = AppEnvironment.shared.downloads(store: store)
        manager.enqueue(.fixture("global:youtube:h6dACDOoFSY"))
        XCTAssertEqual(store.state(of: "global:youtube:h6dACDOoFSY"), .downloading)
    }

    /// Toggling "Use cellular data" rebuilds the background session; downloads queued right after
    /// must land on the new session.
    func testDownloadStartsAfterCellularSettingChange() {
        let manager = AppEnvironment.shared.downloads(store: store)
        manager.setAllowsCellular(false)
        manager.enqueue(.fixture("global:youtube:h6dACDOoFSY"))

        let settled = expectation(description: "state settled")
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.5) { settled.fulfill() }
        wait(for: [settled], timeout: 6)

        XCTAssertEqual(store.state(of: "global:youtube:h6dACDOoFSY"), .downloading)
    }

    func testCancelAllThenEnqueueCreatesTask() {
        let controller = DownloadsController(manager: AppEnvironment.shared.downloads(store: store))
        controller.removeAllThenDownload(.fixture("global:youtube:Qm3r8TzLw0E"))
        XCTAssertEqual(store.state(of: "global:youtube:Qm3r8TzLw0E"), .downloading)
    }
}
