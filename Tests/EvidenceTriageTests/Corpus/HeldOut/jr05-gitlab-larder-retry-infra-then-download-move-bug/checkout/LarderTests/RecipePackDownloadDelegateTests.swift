import XCTest
@testable import Larder

final class RecipePackDownloadDelegateTests: XCTestCase {
    var library: PackLibrary!
    var delegate: RecipePackDownloadDelegate!

    override func setUpWithError() throws {
        library = try PackLibrary(root: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        delegate = RecipePackDownloadDelegate(library: library)
    }

    /// Mirrors URLSession's contract: the temporary file is removed as soon as the delegate method returns.
    func testFinishedPackMovedIntoLibrary() throws {
        let tmp = try TemporaryDownload.make(named: "CFNetworkDownload_q1X9sd.tmp", contents: Fixtures.weeknightPack)
        let task = FakeDownloadTask(description: "weeknight-dinners")
        delegate.urlSession(.shared, downloadTask: task, didFinishDownloadingTo: tmp)
        try FileManager.default.removeItem(at: tmp)
        delegate.ioQueue.sync {}
        XCTAssertTrue(library.contains("weeknight-dinners"), "pack not in library after didFinishDownloadingTo returned")
    }

    func testBackgroundEventsCompletionCalledAfterLastPack() {
        let called = expectation(description: "background events completion")
        delegate.backgroundEventsCompletion = { called.fulfill() }
        delegate.urlSessionDidFinishEvents(forBackgroundURLSession: .shared)
        wait(for: [called], timeout: 2)
    }
}
