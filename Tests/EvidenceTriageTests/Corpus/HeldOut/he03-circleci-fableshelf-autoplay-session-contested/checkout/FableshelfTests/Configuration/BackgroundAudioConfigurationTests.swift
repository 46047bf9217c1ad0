import XCTest
@testable import Fableshelf

/// Background auto-play (CarPlay, headphones, lock screen) needs the audio background mode in the
/// *built* app's Info.plist; the target now generates its plist from build settings.
final class BackgroundAudioConfigurationTests: XCTestCase {
    func testBuiltInfoPlistDeclaresAudioBackgroundMode() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("audio"), "UIBackgroundModes is \(modes)")
    }
}
