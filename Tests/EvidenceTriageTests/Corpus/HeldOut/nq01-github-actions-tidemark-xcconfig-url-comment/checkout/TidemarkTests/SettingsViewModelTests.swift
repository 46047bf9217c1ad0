import XCTest
@testable import Tidemark

final class SettingsViewModelTests: XCTestCase {
    func testToggleSavesPreference() {
        let defaults = UserDefaults(suiteName: "SettingsViewModelTests")!
        let vm = SettingsViewModel(defaults: defaults)
        vm.showsMetricHeights.toggle()
        let saved = expectation(description: "preference persisted")
        vm.onPersist = { saved.fulfill() }
        wait(for: [saved], timeout: 1.0)
        XCTAssertTrue(defaults.bool(forKey: "showsMetricHeights"))
    }
}
