import Foundation
import Testing
@testable import Tideline

@Suite struct AlarmSnoozeTests {
    @Test func snoozeExpiresAfterInterval() {
        let store = AlarmStore(defaults: .ephemeral())
        store.snooze(.urgentLow, for: 15 * 60, now: .init(timeIntervalSince1970: 0))
        #expect(!store.isSnoozed(.urgentLow, now: .init(timeIntervalSince1970: 15 * 60 + 1)))
    }

    @Test func snoozeSurvivesRelaunch() throws {
        let defaults = UserDefaults.ephemeral()
        AlarmStore(defaults: defaults).snooze(.high, for: 3600, now: .init(timeIntervalSince1970: 100))
        let reloaded = AlarmStore(defaults: defaults)
        #expect(reloaded.isSnoozed(.high, now: .init(timeIntervalSince1970: 200)))
    }
}
