import XCTest
@testable import TesselKit

final class BackgroundPlaybackTests: XCTestCase {
    func testInfoPlistDeclaresAudioMode() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String]
        XCTAssertTrue(modes?.contains("audio") == true)
    }

    func testSessionCategoryAllowsLockedPlayback() throws {
        let player = StreamPlayer(session: .shared)
        try player.prepareForPlayback()
        XCTAssertEqual(player.session.category, .playback)
    }

    func testPlaybackContinuesAfterLock() throws {
        let player = StreamPlayer(session: .shared)
        try player.play(trackURI: "tessel:track:fixture-0042")
        DeviceHarness.simulateLock()
        let progressed = expectation(description: "playhead advances while locked")
        player.onProgress = { if $0 > 5 { progressed.fulfill() } }
        wait(for: [progressed], timeout: 30)
    }
}
