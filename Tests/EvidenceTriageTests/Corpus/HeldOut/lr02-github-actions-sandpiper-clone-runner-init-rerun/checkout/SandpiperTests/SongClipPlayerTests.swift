import XCTest
@testable import Sandpiper

final class SongClipPlayerTests: XCTestCase {
    func testStopsAfterClipDuration() {
        let player = SongClipPlayer(clock: ContinuousClock())
        let stopped = expectation(description: "clip stopped")
        player.onStop = { stopped.fulfill() }
        player.play(ClipFixture.norpinCall, limit: .milliseconds(300))
        wait(for: [stopped], timeout: 0.5)
    }
}
