import XCTest
@testable import Nettle

final class BackgroundDownloadTests: XCTestCase {
    let episode = URL(string: "http://127.0.0.1:8931/feeds/nettle-weekly/ep-112.mp3")!

    func testDownloadWritesToDestination() {
        let done = expectation(description: "download finished")
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("ep-111.mp3")
        NettleBackgroundDownloader().download(URL(string: "http://127.0.0.1:8931/feeds/nettle-weekly/ep-111.mp3")!, to: destination) { result in
            XCTAssertNoThrow(try result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
    }

    func testDownloadingSameURLTwiceSucceeds() {
        let downloader = NettleBackgroundDownloader()
        let first = expectation(description: "first download finished")
        let second = expectation(description: "second download finished")
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("ep-112.mp3")
        downloader.download(episode, to: destination) { _ in first.fulfill() }
        wait(for: [first], timeout: 30)
        downloader.download(episode, to: destination) { result in
            XCTAssertNoThrow(try result.get())
            second.fulfill()
        }
        wait(for: [second], timeout: 30)
    }
}
