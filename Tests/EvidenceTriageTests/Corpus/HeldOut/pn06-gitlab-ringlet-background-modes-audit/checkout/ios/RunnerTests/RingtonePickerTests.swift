import XCTest
@testable import Runner

final class RingtonePickerTests: XCTestCase {
    func testDefaultRingtone() {
        let defaults = UserDefaults(suiteName: "RingtonePickerTests")!
        defaults.removePersistentDomain(forName: "RingtonePickerTests")
        XCTAssertEqual(RingtonePicker(defaults: defaults).selected, "system_ringtone_default")
    }
}
