import CoreData
import MagicalRecord

/// Queues observations for the background upload (BGProcessingTask
/// `com.brackenlow.field.upload`).
public final class UploadQueue {
    public static let shared = UploadQueue()

    private let context: NSManagedObjectContext

    private init() {
        // Captured once, whenever `shared` is first touched.
        context = NSManagedObjectContext.mr_default()
    }

    public func enqueue(_ observation: Observation) throws {
        let item = UploadItem(context: context)
        item.observationID = observation.objectID.uriRepresentation().absoluteString
        try context.save()
    }
}
