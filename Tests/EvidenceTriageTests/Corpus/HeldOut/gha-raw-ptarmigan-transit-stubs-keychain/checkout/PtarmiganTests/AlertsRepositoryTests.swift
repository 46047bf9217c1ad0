import Testing
@testable import Ptarmigan

@Suite struct AlertsRepositoryTests {
    init() {
        TransitEnvironment.current.alertsService = MockAlertsService(alerts: .fixtureThreeLines)
    }

    @Test func filtersAlertsForSavedLines() async throws {
        let repository = AlertsRepository(savedLines: ["Victoria", "Northern"])
        let alerts = try await repository.activeAlerts()
        #expect(alerts.map(\.line) == ["Northern", "Victoria"])
    }
}

@Suite struct StationSearchTests {
    init() {
        TransitEnvironment.current.alertsService = MockAlertsService(failure: .unableToPullData)
    }

    @Test func searchIgnoresAlertOutage() async throws {
        let results = try await StationSearch().results(for: "kings")
        #expect(results.first?.name == "King's Cross St Pancras")
    }
}
