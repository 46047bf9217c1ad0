import XCTest

final class BackgroundModesTests: XCTestCase {
    func testAudioBackgroundModeDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("audio"), "UIBackgroundModes is \(modes)")
    }
}
