import Testing
@testable import BeaconlyLocation

@Suite struct GeofenceModuleBootstrapTests {
    @Test func bootstrapRearmsPersistedRegions() async throws {
        let monitor = GeofenceRegionMonitoringMock()
        DIGraphShared.shared.override(value: monitor, forType: GeofenceRegionMonitoring.self)
        GeofencePersistenceMock.seed(["store-042"])
        GeofenceModule.initialize()                  // fires the bootstrap in a detached Task
        try await Task.sleep(for: .milliseconds(200))
        #expect(monitor.addedIdentifiers == ["store-042"])
    }
}
