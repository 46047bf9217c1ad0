import CoreData

public final class ObservationStore {
    private let context: NSManagedObjectContext

    public init(context: NSManagedObjectContext) {
        self.context = context
    }

    @discardableResult
    public func insert(species: String, count: Int, tags: [String]) throws -> Observation {
        let observation = Observation(context: context)
        observation.species = species
        observation.count = Int16(count)
        observation.tagList = tags
        try context.save()
        return observation
    }

    public func observations(taggedWith tag: String) throws -> [Observation] {
        let request = Observation.fetchRequest()
        request.predicate = NSPredicate(format: "tagsRaw CONTAINS %@", tag)
        return try context.fetch(request)
    }
}
