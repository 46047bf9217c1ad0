import CoreData

// Target membership: Marrow, MarrowTests (added to MarrowTests in 5f1c2aa so the tests compile without @testable)
@objc(LedgerEntry)
public class LedgerEntry: NSManagedObject {
    @NSManaged public var amount: NSDecimalNumber
    @NSManaged public var memo: String?
}
