import CoreData

struct BerthDTO { let berthID: String; let vessel: String; let eta: Date }

/// Imports berth rows. Deduplication relies on the model's uniqueness constraint on `berthID`
/// (Quayside.xcdatamodeld, entity Berth, Constraints: berthID) plus the context's merge policy:
/// the store rejects the duplicate insert at save time and the merge policy folds it into the row.
final class BerthStore {
    private let context: NSManagedObjectContext
    init(context: NSManagedObjectContext) { self.context = context }

    func importBerths(_ dtos: [BerthDTO]) throws {
        for dto in dtos {
            let berth = Berth(context: context)
            berth.berthID = dto.berthID
            berth.vessel = dto.vessel
            berth.eta = dto.eta
        }
        try context.save()
        NSLog("[BerthStore] berth rows after import=%d", try context.count(for: Berth.fetchRequest()))
    }

    func berth(id: String) throws -> Berth? {
        let request = Berth.fetchRequest()
        request.predicate = NSPredicate(format: "berthID == %@", id)
        return try context.fetch(request).first
    }
}
