import XCTest
import SnapshotTesting
@testable import Tarnwell

final class SettingsSnapshotTests: XCTestCase {
    func testSettingsDarkMode() {
        let vc = SettingsViewController(viewModel: .preview)
        vc.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
