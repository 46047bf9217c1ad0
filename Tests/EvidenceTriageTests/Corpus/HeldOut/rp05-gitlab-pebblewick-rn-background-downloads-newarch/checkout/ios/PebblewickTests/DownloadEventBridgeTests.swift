import XCTest
@testable import Pebblewick

final class DownloadEventBridgeTests: XCTestCase {
    func testCompleteEventReachesJSAfterBackgroundDownload() throws {
        let host = try ReactTestHost.launch(bundle: "test-harness")
        let done = expectation(description: "downloadComplete seen by JS for episode-881")
        host.onJSEvent("downloadComplete") { body in
            if body["id"] as? String == "episode-881" { done.fulfill() }
        }
        host.runJS("startEpisodeDownload('episode-881')")
        wait(for: [done], timeout: 30)
    }
}
