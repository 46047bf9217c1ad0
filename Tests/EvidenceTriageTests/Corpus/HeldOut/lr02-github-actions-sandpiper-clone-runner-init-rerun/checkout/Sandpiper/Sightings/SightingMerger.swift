import Foundation

/// Merges sightings of the same bird at the same place reported from several devices.
struct SightingMerger {
    func merge(_ sightings: [Sighting]) -> [Sighting] {
        var byKey: [SightingKey: Sighting] = [:]
        for sighting in sightings {
            let key = SightingKey(speciesCode: sighting.speciesCode, hotspotID: sighting.hotspotID)
            if byKey[key] == nil {
                byKey[key] = sighting
            }
        }
        return byKey.values.sorted { $0.observedAt > $1.observedAt }
    }
}
