import XCTest
@testable import Driftcast

final class StreamCacheTests: XCTestCase {
    func testPrefetchSetsRangeHeader() {
        let task = StreamCache().prefetch(URL(string: "https://media.driftcast.fm/ep/118.mp3")!, bytes: 1024)
        XCTAssertEqual(task.originalRequest?.value(forHTTPHeaderField: "Range"), "bytes=0-1023")
        task.cancel()
    }

    func testPrefetchUsesDownloadTaskOnBackgroundSession() {
        let cache = StreamCache()
        let task = cache.prefetch(URL(string: "https://media.driftcast.fm/ep/118.mp3")!)
        defer { task.cancel() }
        XCTAssertNotNil(cache.session.configuration.identifier)
        XCTAssertTrue(task is URLSessionDownloadTask, "background session got a \(type(of: task))")
    }
}
