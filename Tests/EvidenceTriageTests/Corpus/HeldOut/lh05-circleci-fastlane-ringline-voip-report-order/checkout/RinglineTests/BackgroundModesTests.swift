import XCTest

final class BackgroundModesTests: XCTestCase {
    func testVoipBackgroundModeDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("voip"), "UIBackgroundModes is \(modes)")
    }
}
