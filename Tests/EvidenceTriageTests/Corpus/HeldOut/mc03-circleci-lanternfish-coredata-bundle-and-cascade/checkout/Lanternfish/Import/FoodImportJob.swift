import CoreData

/// Runs inside the com.lanternfish.app.reindex processing task and from the import screen.
final class FoodImportJob {
    let context: NSManagedObjectContext
    init(context: NSManagedObjectContext) { self.context = context }

    func run(_ rows: [FoodRow]) throws {
        for row in rows {
            let entity = NSEntityDescription.entity(forEntityName: "FoodItem", in: context)
            let item = NSManagedObject(entity: entity!, insertInto: context)
            item.setValue(row.name, forKey: "name")
            item.setValue(row.kcal, forKey: "kcal")
        }
        try context.save()
    }
}
