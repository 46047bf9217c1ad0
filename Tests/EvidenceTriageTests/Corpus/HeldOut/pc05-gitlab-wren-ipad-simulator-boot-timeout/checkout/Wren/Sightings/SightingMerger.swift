import Foundation

struct SightingMerger {
    func merge(_ sightings: [Sighting]) -> [Sighting] {
        var bySpecies: [String: Sighting] = [:]
        for s in sightings {
            if var existing = bySpecies[s.species] {
                existing.count += s.count
                bySpecies[s.species] = existing
            } else {
                bySpecies[s.species] = s
            }
        }
        return Array(bySpecies.values)
    }
}
