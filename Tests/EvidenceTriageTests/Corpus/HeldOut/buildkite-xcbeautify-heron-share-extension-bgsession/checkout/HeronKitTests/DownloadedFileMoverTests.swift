import XCTest
@testable import HeronKit

final class DownloadedFileMoverTests: XCTestCase {
    /// URLSession deletes the file at `location` as soon as
    /// urlSession(_:downloadTask:didFinishDownloadingTo:) returns.
    func testFileIsMovedBeforeDelegateReturns() throws {
        let tmp = try TemporaryDownload.make(bytes: 48_213)
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("original-A-311.heic")
        let delegate = DownloadDelegate(destinationFor: { _ in destination })

        delegate.finish(taskIdentifier: 4, location: tmp.url)   // same call the session makes
        tmp.simulateSessionCleanup()                            // what URLSession does on return

        let size = (try? FileManager.default.attributesOfItem(atPath: destination.path)[.size] as? Int) ?? 0
        XCTAssertEqual(size, 48_213, "downloaded original must be in place when the delegate method returns")
    }
}
