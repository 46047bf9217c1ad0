import XCTest
@testable import Podlark

final class EpisodeDownloadTests: XCTestCase {
    func testDownloadCompletes() {
        let downloader = EpisodeDownloader()
        let done = expectation(description: "completed")
        downloader.onStateChange = { if $0 == .completed { done.fulfill() } }
        downloader.start(StubServer.shared.url(for: "/media/ep-7730.mp3"))
        wait(for: [done], timeout: 30)
    }

    func testResumeAfterPauseFromBackgroundQueue() {
        let downloader = EpisodeDownloader()
        let resumeAt = 256 * 1024
        let resumed = expectation(description: "resume")
        var requestedPause = false
        downloader.onProgress = { received, _ in
            if received > resumeAt && !requestedPause {
                requestedPause = true
                NSLog("[Download] ep-7731 progress %d → requesting pause", received)
                downloader.pause()
            }
        }
        downloader.onStateChange = { state in
            if state == .paused {
                downloader.resume()
                resumed.fulfill()
            }
        }
        downloader.start(StubServer.shared.url(for: "/media/ep-7731.mp3"))   // 1 MiB
        wait(for: [resumed], timeout: 100)
    }
}
