import XCTest
import SnapshotTesting
@testable import Lumen

final class SettingsCardSnapshotTests: XCTestCase {
    func testSettingsCardDarkMode() {
        let vc = SettingsCardViewController(model: .fixture)
        vc.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: vc, as: .image)   // reference recorded on iPhone 16
    }
}
