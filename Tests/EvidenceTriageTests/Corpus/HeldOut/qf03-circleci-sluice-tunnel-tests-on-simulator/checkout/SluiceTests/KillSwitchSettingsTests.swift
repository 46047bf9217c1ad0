import XCTest
@testable import Sluice

final class KillSwitchSettingsTests: XCTestCase {
    func testKillSwitchDefaultsOff() {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.removePersistentDomain(forName: #function)
        XCTAssertFalse(KillSwitchSettings(defaults: defaults).isEnabled)
    }
}
