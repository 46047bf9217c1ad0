import Foundation

/// Fetches /geofences/nearest and reconciles OS registrations with the result.
actor GeofenceSyncCoordinator {
    private let api: GeofenceAPI
    private let monitor: GeofenceRegionMonitoring
    private let storage: GeofenceStorage
    private let config: () -> GeofenceConfig

    init(api: GeofenceAPI, monitor: GeofenceRegionMonitoring, storage: GeofenceStorage, config: @escaping () -> GeofenceConfig) {
        self.api = api; self.monitor = monitor; self.storage = storage; self.config = config
    }

    func sync(around location: Coordinate) async throws {
        let nearest = try await api.nearest(to: location, limit: config().maxBusinessGeofences)
        if nearest.isEmpty {
            // Nothing nearby: stop monitoring entirely.
            await monitor.setMonitoredRegions([])
            await storage.setRegisteredBusinessIds([])
            return
        }
        var regions = nearest.map(GeofenceRegionRequest.init)
        regions.append(.movementTrigger(around: location, radius: config().triggerRadius))
        await monitor.setMonitoredRegions(regions)
        await storage.setRegisteredBusinessIds(Set(nearest.map(\.id)))
    }
}
