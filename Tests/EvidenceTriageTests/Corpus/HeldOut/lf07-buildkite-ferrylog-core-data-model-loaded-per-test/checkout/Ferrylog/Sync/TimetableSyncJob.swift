import CoreData

protocol TimetableFeed {
    func sailings() async throws -> [(id: String, route: String, departure: Date)]
}

/// The work behind com.ferrylog.timetable.sync (BGProcessingTask at night): replace the week's sailings.
final class TimetableSyncJob {
    private let store: TimetableStore
    private let feed: TimetableFeed

    init(store: TimetableStore, feed: TimetableFeed) {
        self.store = store
        self.feed = feed
    }

    func run() async throws {
        let rows = try await feed.sailings()
        let context = store.container.newBackgroundContext()
        try await context.perform {
            for row in rows {
                let trip = NSEntityDescription.insertNewObject(forEntityName: "Trip", into: context) as! Trip
                trip.id = row.id
                trip.route = row.route
                trip.departure = row.departure
            }
            try context.save()
        }
        // The timetable screen reads store.viewContext; it picks the new rows up on its next fetch.
    }
}
