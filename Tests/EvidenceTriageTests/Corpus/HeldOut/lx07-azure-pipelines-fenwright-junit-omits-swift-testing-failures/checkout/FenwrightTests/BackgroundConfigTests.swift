import Foundation
import Testing
@testable import Fenwright

@Suite struct BackgroundConfigTests {
    let info = Bundle.main.infoDictionary ?? [:]

    @Test func fetchModeDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        #expect(modes.contains("fetch"))
    }

    @Test func reminderRefreshIdentifierIsPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        #expect(permitted.contains(ReminderRefresh.identifier))
    }
}
