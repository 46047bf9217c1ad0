import SnapshotTesting
import XCTest
@testable import Fennel

final class SettingsSnapshotTests: XCTestCase {
    func testSettingsScreenLightMode() {
        let vc = SettingsHostingController(settings: .fixture)
        vc.overrideUserInterfaceStyle = .light
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }

    func testSettingsScreenDarkMode() {
        let vc = SettingsHostingController(settings: .fixture)
        vc.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
