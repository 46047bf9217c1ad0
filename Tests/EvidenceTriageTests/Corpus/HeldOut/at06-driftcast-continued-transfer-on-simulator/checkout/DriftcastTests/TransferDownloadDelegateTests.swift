import XCTest
@testable import Driftcast

final class TransferDownloadDelegateTests: XCTestCase {
    func testFinishedFileMovedBeforeReturn() throws {
        let tmp = try TemporaryDownload.make(bytes: 4096)
        let delegate = EpisodeDownloadDelegate(store: .temporary())
        let done = expectation(description: "episode stored")
        delegate.onStored = { _ in done.fulfill() }

        delegate.didFinishDownloading(taskID: 7, episodeID: "ep-112", location: tmp.url)
        tmp.simulateSystemCleanupAfterDelegateReturns()

        wait(for: [done], timeout: 5)
        XCTAssertTrue(delegate.store.hasFile(for: "ep-112"), "stored file missing: \(delegate.lastError ?? "-")")
    }
}
