import XCTest
@testable import Ferrow

final class SettingsHydrationTests: XCTestCase {
    func testForegroundLaunchReadsServerURL() {
        let backing = FakeDefaults(values: ["serverURL": "https://ns.example.net"])
        let settings = SettingsStore(defaults: backing)
        settings.load()
        XCTAssertEqual(settings.serverURL, "https://ns.example.net")
    }

    func testBackgroundFetchBeforeUnlockKeepsServerURL() {
        let backing = FakeDefaults(values: ["serverURL": "https://ns.example.net"], locked: true)
        let settings = SettingsStore(defaults: backing)
        settings.load()                          // background refresh wake, store unreadable

        backing.unlock()
        settings.reloadAfterUnlock()
        XCTAssertEqual(settings.serverURL, "https://ns.example.net")
    }
}
