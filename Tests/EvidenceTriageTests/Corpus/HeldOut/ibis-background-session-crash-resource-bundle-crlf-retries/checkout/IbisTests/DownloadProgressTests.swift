import XCTest
@testable import Ibis

final class DownloadProgressTests: XCTestCase {
    func testProgressReachesOne() {
        let finished = expectation(description: "progress reached 1.0")
        let progress = ModelDownloadProgress(totalBytes: 4_096)
        progress.onChange = { if $0 >= 1.0 { finished.fulfill() } }
        progress.simulateChunks(of: 512)
        wait(for: [finished], timeout: 1)
    }
}
