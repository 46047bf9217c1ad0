import Foundation

public struct Sighting: Equatable, Sendable {
    public var ringNumber: String?
    public var species: String
    public var fieldNote: String
    public var observedAt: Date
    public var editedAt: Date

    public init(ringNumber: String?, species: String, fieldNote: String, observedAt: Date, editedAt: Date) {
        self.ringNumber = ringNumber
        self.species = species
        self.fieldNote = fieldNote
        self.observedAt = observedAt
        self.editedAt = editedAt
    }
}

/// Merges the local journal with what the sync job downloaded.
public enum SightingMerger {
    public static func merge(local: [Sighting], remote: [Sighting]) -> [Sighting] {
        var byKey: [String: Sighting] = [:]
        for sighting in local + remote {
            let key = sighting.ringNumber ?? "\(sighting.species)|\(sighting.observedAt.timeIntervalSince1970)"
            if let existing = byKey[key] {
                // Keep the most recently observed record.
                byKey[key] = existing.observedAt >= sighting.observedAt ? existing : sighting
            } else {
                byKey[key] = sighting
            }
        }
        return byKey.values.sorted { $0.observedAt < $1.observedAt }
    }
}
