import XCTest
@testable import Barkfacts

final class SettingsViewModelTests: XCTestCase {
    func testBackgroundRefreshDefaultsToOn() {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.removePersistentDomain(forName: #function)
        let vm = SettingsViewModel(defaults: defaults)
        XCTAssertTrue(vm.backgroundRefreshEnabled)
    }
}
