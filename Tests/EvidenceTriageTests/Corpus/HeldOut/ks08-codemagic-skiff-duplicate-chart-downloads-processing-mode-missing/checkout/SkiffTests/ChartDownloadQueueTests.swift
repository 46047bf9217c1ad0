import XCTest
@testable import Skiff

final class ChartDownloadQueueTests: XCTestCase {
    func testEnqueueSkipsChartAlreadyInBackgroundSession() {
        // the session survived a crash and is still fetching tile 12/2047/1361
        let session = StubBackgroundSession(existing: [URL(string: "https://tiles.skiff.app/12/2047/1361.pbf")!])
        let queue = ChartDownloadQueue(session: session)
        queue.enqueue(ChartTile(z: 12, x: 2047, y: 1361))
        XCTAssertEqual(session.downloadTasks(for: URL(string: "https://tiles.skiff.app/12/2047/1361.pbf")!).count, 1,
                       "duplicate download task created for a chart the background session was already fetching")
    }
}
