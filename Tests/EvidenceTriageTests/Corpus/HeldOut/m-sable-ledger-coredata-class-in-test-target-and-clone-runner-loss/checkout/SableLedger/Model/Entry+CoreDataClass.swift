import CoreData

@objc(Entry)
public class Entry: NSManagedObject {
    @NSManaged public var amountMinor: Int64
    @NSManaged public var memo: String?
    @NSManaged public var bookedOn: Date?
}

extension Entry {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Entry> {
        NSFetchRequest<Entry>(entityName: "Entry")
    }
}
