import XCTest

/// Background playback needs the `audio` background mode in the built app's Info.plist.
final class BackgroundCapabilityTests: XCTestCase {
    func testInfoPlistDeclaresAudioBackgroundMode() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []

        XCTAssertTrue(modes.contains("audio"), "UIBackgroundModes is \(modes)")
    }
}
