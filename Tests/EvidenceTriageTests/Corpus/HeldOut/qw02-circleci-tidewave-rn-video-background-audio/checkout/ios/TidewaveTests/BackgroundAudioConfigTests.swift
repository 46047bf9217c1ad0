import XCTest
@testable import Tidewave

final class BackgroundAudioConfigTests: XCTestCase {
    func testBackgroundModesIncludeAudio() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("audio"), "UIBackgroundModes = \(modes)")
    }

    func testURLSchemeRegistered() {
        let types = Bundle.main.object(forInfoDictionaryKey: "CFBundleURLTypes") as? [[String: Any]] ?? []
        let schemes = types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
        XCTAssertTrue(schemes.contains("tidewave"))
    }
}
