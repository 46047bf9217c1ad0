import XCTest
@testable import Cadenza

final class BackgroundAudioPlistTests: XCTestCase {
    func testInfoPlistDeclaresAudioBackgroundMode() {
        let modes = Bundle(for: PlaybackSession.self).object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("audio"), "UIBackgroundModes is \(modes); lock-screen playback needs \"audio\"")
    }

    func testInfoPlistDeclaresRemoteNotifications() {
        let modes = Bundle(for: PlaybackSession.self).object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("remote-notification"))
    }
}
