import SnapshotTesting
import XCTest
@testable import Lumen

@MainActor
final class SettingsSnapshotTests: XCTestCase {

    private func makeSettings() -> UIViewController {
        let model = SettingsViewModel(
            store: InMemorySettingsStore(),
            backgroundRefresh: .enabled(lastRun: Date(timeIntervalSince1970: 1_764_000_000))
        )
        return UINavigationController(rootViewController: SettingsViewController(model: model))
    }

    func testSettingsScreen_light() {
        assertSnapshot(of: makeSettings(), as: .image(traits: .init(userInterfaceStyle: .light)))
    }

    func testSettingsScreen_dark() {
        assertSnapshot(of: makeSettings(), as: .image(traits: .init(userInterfaceStyle: .dark)))
    }
}
