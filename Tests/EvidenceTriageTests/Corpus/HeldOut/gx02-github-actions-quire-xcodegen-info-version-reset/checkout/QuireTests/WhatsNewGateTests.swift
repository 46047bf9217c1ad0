import XCTest
@testable import Quire

final class WhatsNewGateTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "WhatsNewGateTests")
        defaults.removePersistentDomain(forName: "WhatsNewGateTests")
    }

    func testShowsOnFirstLaunch() {
        XCTAssertTrue(WhatsNewGate(defaults: defaults, current: .current).shouldShow)
    }

    func testHiddenAfterSeeingCurrentRelease() {
        defaults.set("0.2.0", forKey: "lastSeenWhatsNewVersion")
        XCTAssertFalse(WhatsNewGate(defaults: defaults, current: .current).shouldShow,
                       "0.2.0 was already seen; the running build must not show the sheet again")
    }
}
