import XCTest
@testable import Sable

final class DownloadQueueTests: XCTestCase {
    func testResumesInterruptedDownload() throws {
        let queue = DownloadQueue(session: .backgroundForTesting(identifier: "com.sablereader.ios.tests.dl"))
        let job = try queue.enqueue(episodeID: "ep-290", resumeData: Fixtures.resumeData)
        XCTAssertEqual(try queue.awaitCompletion(of: job, timeout: 20).state, .completed)
    }
}
