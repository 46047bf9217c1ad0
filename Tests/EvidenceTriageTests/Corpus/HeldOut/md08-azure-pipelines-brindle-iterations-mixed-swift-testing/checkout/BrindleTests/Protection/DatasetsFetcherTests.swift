import Testing
@testable import Brindle

@MainActor
@Suite struct DatasetsFetcherTests {
    @Test("Check multiple preference changes", .timeLimit(.minutes(1)))
    func multiplePreferenceChanges() async {
        let scheduler = MockBackgroundScheduler()
        let preferences = MockProtectionPreferences(isEnabled: false)
        let fetcher = DatasetsFetcher(scheduler: scheduler, preferences: preferences)
        await confirmation("request submitted twice", expectedCount: 2) { submitted in
            scheduler.onSubmit = { _ in submitted() }
            preferences.isEnabled = true
            preferences.isEnabled = false
            preferences.isEnabled = true
            await scheduler.waitForSubmissions(2)
        }
        _ = fetcher
    }

    @Test("Schedules dataset refresh when app enters background")
    func backgroundEntrySchedulesRefresh() throws {
        let fetcher = DatasetsFetcher(scheduler: SystemBackgroundScheduler(), preferences: .standard)
        #expect(throws: Never.self) { try fetcher.scheduleOnBackgroundEntry() }
    }
}
