import XCTest
@testable import Parcelpost

final class DeliveryPreferencesTests: XCTestCase {
    override func setUp() {
        super.setUp()
        UserDefaults.standard.removeObject(forKey: "quietHoursStart")
        UserDefaults.standard.removeObject(forKey: "quietHoursEnd")
    }

    func testDefaultsWhenUnset() {
        let preferences = DeliveryPreferences()
        XCTAssertEqual(preferences.quietHoursStart, 22)
        XCTAssertEqual(preferences.quietHoursEnd, 7)
    }

    func testQuietHoursPersist() {
        let preferences = DeliveryPreferences()
        preferences.quietHoursStart = 21
        preferences.quietHoursEnd = 8
        let reloaded = DeliveryPreferences()
        XCTAssertEqual(reloaded.quietHoursStart, 21)
        XCTAssertEqual(reloaded.quietHoursEnd, 8)
    }
}
