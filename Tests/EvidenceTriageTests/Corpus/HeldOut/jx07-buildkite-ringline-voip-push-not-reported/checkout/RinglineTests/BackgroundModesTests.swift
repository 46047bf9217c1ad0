import XCTest

final class BackgroundModesTests: XCTestCase {
    private var modes: [String] { Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [] }

    func testInfoPlistDeclaresAudioMode() {
        XCTAssertTrue(modes.contains("audio"))
    }

    func testInfoPlistDeclaresVoIPMode() {
        XCTAssertTrue(modes.contains("voip"), "UIBackgroundModes = \(modes)")
    }
}
