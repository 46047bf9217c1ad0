import XCTest
@testable import Pennywise

final class AutoLockSettingsTests: XCTestCase {
    func testDefaultAutoLockIsOneMinute() {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.removePersistentDomain(forName: #function)
        XCTAssertEqual(AutoLockSettings(defaults: defaults).autoLockSeconds, 60)
    }
}
