import XCTest
@testable import Pennant

final class OnboardingFlagTests: XCTestCase {
    var store: PreferencesStore!

    override func setUp() {
        let defaults = UserDefaults(suiteName: PreferencesStore.suiteName)!
        defaults.removePersistentDomain(forName: PreferencesStore.suiteName)
        store = PreferencesStore(defaults: defaults)
    }

    func testFlagStartsFalse() {
        XCTAssertFalse(store.hasSeenOnboarding)
    }

    func testFlagPersists() {
        store.hasSeenOnboarding = true
        XCTAssertTrue(PreferencesStore().hasSeenOnboarding)
    }
}
