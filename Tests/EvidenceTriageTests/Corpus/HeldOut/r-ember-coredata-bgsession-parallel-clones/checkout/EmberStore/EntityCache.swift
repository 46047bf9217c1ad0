import CoreData

/// Caches entity descriptions so lookups don't walk the model every time.
enum EntityCache {
    private static var byName: [String: NSEntityDescription] = [:]

    static func entity(named name: String, in context: NSManagedObjectContext) -> NSEntityDescription {
        if let cached = byName[name] { return cached }          // keyed by name only
        let entity = NSEntityDescription.entity(forEntityName: name, in: context)!
        byName[name] = entity
        return entity
    }
}
