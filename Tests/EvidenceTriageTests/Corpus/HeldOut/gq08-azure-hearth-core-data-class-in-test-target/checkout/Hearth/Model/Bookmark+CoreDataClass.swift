import CoreData
import Foundation

public class Bookmark: NSManagedObject {}

extension Bookmark {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Bookmark> {
        NSFetchRequest<Bookmark>(entityName: "Bookmark")
    }

    @NSManaged public var id: UUID
    @NSManaged public var url: URL
    @NSManaged public var title: String
    @NSManaged public var savedAt: Date
    @NSManaged public var isAvailableOffline: Bool
}
