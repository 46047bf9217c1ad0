import CoreLocation
import Testing
@testable import Lumen

@Suite("Geofence reminders")
@MainActor
struct GeofenceToolTests {
    @Test func reminderIsPersisted() async throws {
        let tool = GeofenceTool(locationService: LocationService(manager: SpyLocationManager()), store: InMemoryReminderStore())
        _ = try await tool.run(["place": "office", "lat": 47.3769, "lon": 8.5417, "text": "water the plants"])
        #expect(tool.store.reminders.count == 1)
    }

    @Test func regionEventReachesHandler() async throws {
        let manager = SpyLocationManager()
        let service = LocationService(manager: manager)
        let tool = GeofenceTool(locationService: service, store: InMemoryReminderStore())
        var alerts: [String] = []
        tool.onAlert = { alerts.append($0) }
        _ = try await tool.run(["place": "office", "lat": 47.3769, "lon": 8.5417, "text": "water the plants"])

        manager.deliverEnter(regionId: "office")      // what CoreLocation calls on the manager's delegate

        #expect(alerts == ["You're at office: water the plants"])
    }
}
