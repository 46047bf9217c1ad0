import XCTest
@testable import Reelhouse

final class DownloadRelaunchTests: XCTestCase {
    func testTaskMapRebuiltFromSessionTasksAfterRelaunch() {
        let stub = StubSession.withRunningDownloads([
            DownloadTaskInfo(contentID: "ep-4411", title: "Harbour Lights S2E3", destinationFilename: "ep-4411.mp4"),
            DownloadTaskInfo(contentID: "ep-4412", title: "Harbour Lights S2E4", destinationFilename: "ep-4412.mp4"),
            DownloadTaskInfo(contentID: "mv-0907", title: "The Long Tide", destinationFilename: "mv-0907.mp4"),
        ])
        // A fresh manager stands in for the relaunched process: nothing in memory.
        let manager = DownloadManager(sessionFactory: { _ in stub })
        let restored = expectation(description: "restored")
        manager.restoreTasksAfterRelaunch { restored.fulfill() }
        wait(for: [restored], timeout: 2)
        XCTAssertEqual(manager.taskMap.count, 3, "task map must be rebuilt from session.tasks after relaunch")
    }
}
