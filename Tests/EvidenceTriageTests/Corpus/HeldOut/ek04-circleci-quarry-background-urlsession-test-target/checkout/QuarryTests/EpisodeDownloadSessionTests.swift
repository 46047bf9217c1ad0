import XCTest
@testable import Quarry

final class EpisodeDownloadSessionTests: XCTestCase {
    func testBackgroundSessionDeliversDownloadedFile() {
        let downloader = EpisodeDownloader()
        let done = expectation(description: "background download finishes")
        downloader.onFinished = { _, location in
            XCTAssertTrue(FileManager.default.fileExists(atPath: location.path))
            done.fulfill()
        }
        downloader.download(URL(string: "https://cdn.quarrycast.example/fixtures/episode-812-64k.mp3")!, episodeID: 812)
        wait(for: [done], timeout: 60)
    }
}
