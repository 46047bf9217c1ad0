import XCTest
@testable import Fathom

final class DownloadRestorationTests: XCTestCase {
    func testRestoredTasksAreResumedOnLaunch() {
        let session = StubBackgroundSession(tasks: [.download(url: "https://cdn.fathom.fm/ep/412.mp3", state: .suspended, received: 0.42)])
        let restorer = DownloadRestorer(session: session, rows: SpyRows())
        let done = expectation(description: "restored")
        restorer.restore { _ in done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(session.tasks[0].stateName, "running", "restored background download was never resumed")
    }

    func testRestoredTaskReportsProgressToEpisodeRow() {
        let session = StubBackgroundSession(tasks: [.download(url: "https://cdn.fathom.fm/ep/412.mp3", state: .running, received: 0.42)])
        let rows = SpyRows()
        let restorer = DownloadRestorer(session: session, rows: rows)
        restorer.restore { _ in }
        session.tasks[0].emitProgress()
        XCTAssertEqual(rows.progress["412"] ?? 0, 0.42, accuracy: 0.001)
    }
}
