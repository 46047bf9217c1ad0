import XCTest
@testable import Keelboat

final class CacheFileManagerTests: XCTestCase {
    func testExpiredIconDownloadFailureReturnsError() {
        let session = StubURLSession(result: .failure(URLError(.timedOut)))
        let cache = IconCache(directory: .temporaryDirectory.appending(path: UUID().uuidString), session: session)
        cache.seedExpired(name: "buoy", ageDays: 31)
        let done = expectation(description: "icon request finished")
        var received: Error?
        cache.icon(named: "buoy", url: URL(string: "https://tiles.keelboat.app/icons/buoy.png")!) { image, error in
            XCTAssertNil(image)
            received = error
            done.fulfill()
        }
        wait(for: [done], timeout: 0.25)
        XCTAssertNotNil(received)
    }
}
