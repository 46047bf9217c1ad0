import CoreData

public final class PlantStore {
    private let context: NSManagedObjectContext

    public init(context: NSManagedObjectContext) { self.context = context }

    @discardableResult
    public func addPlant(named name: String, bed: String) throws -> PlantRecord {
        let plant = PlantRecord(context: context)
        plant.name = name
        plant.bed = bed
        plant.createdAt = .now
        try context.save()
        return plant
    }

    public func plant(named name: String) throws -> PlantRecord? {
        let request = PlantRecord.fetchRequest()
        request.predicate = NSPredicate(format: "name == %@", name)
        return try context.fetch(request).first
    }
}
