import CoreData
import MagicalRecord
@testable import BrackenlowKit

/// Logic tests run without a host app, so the model has to come from the test bundle.
final class TestCoreDataStack {
    static var current: TestCoreDataStack?
    let context: NSManagedObjectContext

    init() {
        let model = NSManagedObjectModel.mergedModel(from: [Bundle(for: TestCoreDataStack.self)])!
        MagicalRecord.setDefaultModel(model)
        MagicalRecord.setupCoreDataStackWithInMemoryStore()
        context = NSManagedObjectContext.mr_default()
        TestCoreDataStack.current = self
    }

    func reset() {
        MagicalRecord.cleanUp()
    }
}
