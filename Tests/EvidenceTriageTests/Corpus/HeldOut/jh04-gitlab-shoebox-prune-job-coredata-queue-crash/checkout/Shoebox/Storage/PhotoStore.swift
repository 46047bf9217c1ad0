import CoreData

final class PhotoStore {
  static let shared = PhotoStore(inMemory: false)

  let container: NSPersistentContainer
  var viewContext: NSManagedObjectContext { container.viewContext }

  init(inMemory: Bool) {
    container = NSPersistentContainer(name: "Shoebox")
    if inMemory {
      container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores { _, error in
      if let error { fatalError("store failed to load: \(error)") }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
  }

  /// One shared background context for maintenance work.
  lazy var maintenanceContext: NSManagedObjectContext = {
    let context = container.newBackgroundContext()
    context.name = "maintenance"
    return context
  }()

  func expiredTrash(before cutoff: Date) throws -> [TrashedPhoto] {
    let request = TrashedPhoto.fetchRequest()
    request.predicate = NSPredicate(format: "trashedAt < %@", cutoff as NSDate)
    return try viewContext.fetch(request)
  }
}
