import Foundation

struct ChecklistMerger {
    /// Two observers at the same point count the same birds: keep the higher count per species.
    func merge(_ a: [Sighting], _ b: [Sighting]) -> [Sighting] {
        var bySpecies: [String: Sighting] = [:]
        for sighting in a + b {
            // BUG: last one wins instead of the higher count.
            bySpecies[sighting.species] = sighting
        }
        return bySpecies.values.sorted { $0.species < $1.species }
    }
}
