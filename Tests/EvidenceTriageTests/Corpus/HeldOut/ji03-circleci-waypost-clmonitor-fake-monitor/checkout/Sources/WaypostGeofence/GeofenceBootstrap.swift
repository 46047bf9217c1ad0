import Foundation

/// Wires the monitor at launch: adopt what the OS still holds if it matches what we
/// registered last session, otherwise re-register from the cache.
enum GeofenceBootstrap {
    static func performWireMonitor(di: GeofenceDependencies) async {
        // The set we expect to still own: the business geofences registered last session
        // plus the movement trigger. The trigger counts even when the business set is empty
        // (a geofence-free area still arms it; see #1177).
        let lastRegisteredBusinessIds = await di.storage.getRegisteredBusinessIds()
        let expectedOwnedRegions = lastRegisteredBusinessIds.union([GeofenceConstants.movementTriggerIdentifier])

        let retained = await di.monitor.osRetainedIdentifiers()
        if retained == expectedOwnedRegions {
            await di.monitor.adoptExistingRegions(expectedOwnedRegions)
        } else {
            await di.monitor.reRegister(expected: expectedOwnedRegions, from: di.cache)
        }
        await di.storage.setExpectedOwnedRegions(expectedOwnedRegions)
    }
}
