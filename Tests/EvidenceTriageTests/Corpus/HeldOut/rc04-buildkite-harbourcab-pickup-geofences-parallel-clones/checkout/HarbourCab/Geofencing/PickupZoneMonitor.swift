import CoreLocation

actor PickupZoneMonitor {
    private let system: ConditionMonitoring
    private var registered: [String: PickupZone] = [:]

    init(system: ConditionMonitoring) { self.system = system }

    func sync(_ zones: [PickupZone]) async {
        for zone in zones where !isRegisteredUnchanged(zone) {
            await system.add(zone.condition, identifier: zone.identifier)
            registered[zone.identifier] = zone
        }
        for id in registered.keys where !zones.contains(where: { $0.identifier == id }) {
            await system.remove(id)
            registered[id] = nil
        }
    }

    /// Skips zones whose geometry matches what we last registered.
    private func isRegisteredUnchanged(_ zone: PickupZone) -> Bool {
        guard let existing = registered[zone.identifier] else { return false }
        return existing.center == zone.center && existing.radius == zone.radius
    }
}
