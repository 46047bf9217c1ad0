import CoreData

/// Runs inside the uk.co.quayside.ferries.timetable-import BGProcessingTask
/// (and from tests directly). Parses the feed and links sailings to piers.
public final class TimetableImportOperation {
    private let container: NSPersistentContainer
    private let feed: TimetableFeed
    private var viewContext: NSManagedObjectContext { container.viewContext }

    public init(container: NSPersistentContainer, feed: TimetableFeed) {
        self.container = container
        self.feed = feed
    }

    public func run() throws {
        let payload = try feed.load()
        Log.importer.info("timetable-import: parsed \(payload.stops.count) stops, \(payload.sailings.count) sailings (feed \(payload.date))")
        let context = container.newBackgroundContext()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        try context.performAndWait {
            for stop in payload.stops {
                let row = Stop(context: context)
                row.code = stop.code
                row.name = stop.name
            }
            try context.save()
        }
        try link(payload.sailings, in: context)
    }

    func link(_ sailings: [TimetableFeed.Sailing], in context: NSManagedObjectContext) throws {
        Log.importer.info("timetable-import: linking sailings to piers on background context")
        var failure: Error?
        context.performAndWait {
            do {
                for sailing in sailings {
                    let row = Sailing(context: context)
                    row.departs = sailing.departs
                    // BUG: looks the pier up through the main-queue context
                    // from inside the private queue's perform block.
                    row.pier = pier(named: sailing.pier)
                }
                try context.save()
            } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private func pier(named name: String) -> Pier? {
        let request = Pier.fetchRequest()
        request.predicate = NSPredicate(format: "name == %@", name)
        request.fetchLimit = 1
        return try? viewContext.fetch(request).first
    }
}
