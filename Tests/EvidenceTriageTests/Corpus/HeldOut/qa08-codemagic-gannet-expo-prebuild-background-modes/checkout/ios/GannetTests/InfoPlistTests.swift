import XCTest
@testable import Gannet

final class InfoPlistTests: XCTestCase {
    func testBackgroundModesMatchAppConfig() {
        let modes = Set(Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [])
        XCTAssertEqual(modes, ["remote-notification", "processing"])
    }
}
