import Foundation
import Testing
@testable import Tidewell

@Suite struct AlertPreferencesStoreTests {
    let defaults: UserDefaults
    let store: AlertPreferencesStore

    init() {
        defaults = UserDefaults(suiteName: "AlertPreferencesStoreTests")!
        defaults.removePersistentDomain(forName: "AlertPreferencesStoreTests")
        store = AlertPreferencesStore(defaults: defaults)
    }

    @Test func quietHoursPersist() {
        store.setQuietHours(start: 22, end: 6)
        let reloaded = AlertPreferencesStore(defaults: defaults)
        #expect(reloaded.quietHoursStart == 22)
        #expect(reloaded.quietHoursEnd == 6)
    }

    @Test func clearingRemovesGaugeSubscriptions() {
        store.subscribe(gauge: "usgs-01646500")
        store.clear()
        #expect(AlertPreferencesStore(defaults: defaults).gauges.isEmpty)
    }

    @Test func defaultsToNoQuietHours() {
        #expect(store.quietHoursStart == nil)
    }
}
