import XCTest
@testable import Marrowby

final class DownloadStoreTests: XCTestCase {
    func testMovesFileBeforeDelegateReturns() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let store = DownloadStore(destinationDirectory: dir)
        let stored = expectation(description: "stored")
        var result: Result<URL, Error>?
        store.onStored = { result = $0; stored.fulfill() }
        let fake = FakeDownloadTask(url: URL(string: "https://cdn.marrowby.test/maps/tile-114.pack")!)
        let temp = try TemporaryDownload.make(bytes: 4096)
        store.urlSession(.shared, downloadTask: fake, didFinishDownloadingTo: temp.url)
        temp.reclaim()   // what CFNetwork does once the delegate returns
        wait(for: [stored], timeout: 5)
        XCTAssertNoThrow(try result!.get())
    }
}
