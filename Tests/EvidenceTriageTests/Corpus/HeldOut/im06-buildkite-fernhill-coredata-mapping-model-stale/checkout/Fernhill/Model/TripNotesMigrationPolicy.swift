import CoreData

/// Fernhill 3 kept a trip's intermediate stops in one free-text `notes` field;
/// Fernhill 4 has a Stop entity. Split the notes into ordered stops.
final class TripNotesMigrationPolicy: NSEntityMigrationPolicy {
    static func stopNames(fromLegacyNotes notes: String) -> [String] {
        notes.split(separator: ";")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    override func createDestinationInstances(forSource source: NSManagedObject, in mapping: NSEntityMapping,
                                             manager: NSMigrationManager) throws {
        try super.createDestinationInstances(forSource: source, in: mapping, manager: manager)
        guard let trip = manager.destinationInstances(forEntityMappingName: mapping.name, sourceInstances: [source]).first else { return }
        let names = Self.stopNames(fromLegacyNotes: source.value(forKey: "notes") as? String ?? "")
        let stops = names.enumerated().map { index, name -> NSManagedObject in
            let stop = NSEntityDescription.insertNewObject(forEntityName: "Stop", into: manager.destinationContext)
            stop.setValue(name, forKey: "name")
            stop.setValue(Int16(index), forKey: "order")
            return stop
        }
        trip.setValue(NSOrderedSet(array: stops), forKey: "stops")
    }
}
