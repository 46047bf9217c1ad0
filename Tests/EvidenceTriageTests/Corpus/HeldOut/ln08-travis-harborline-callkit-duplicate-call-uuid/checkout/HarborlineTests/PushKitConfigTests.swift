import XCTest
@testable import Harborline

final class PushKitConfigTests: XCTestCase {
    func testVoIPBackgroundModeDeclared() {
        let modes = Bundle(for: VoIPPushHandler.self).object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("voip"), "UIBackgroundModes is \(modes)")
    }
}
