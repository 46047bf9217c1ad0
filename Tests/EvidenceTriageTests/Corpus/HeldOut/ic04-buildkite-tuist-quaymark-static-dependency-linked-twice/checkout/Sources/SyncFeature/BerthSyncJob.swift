import Dependencies
import Foundation

public final class BerthSyncJob {
    @Dependency(\.berthClient) var berthClient
    @Dependency(\.date) var date

    let store: BookingStore

    public init(store: BookingStore) {
        self.store = store
    }

    /// Runs from the berth-sync refresh task: pulls bookings changed since the
    /// last run and stamps the run time.
    public func run() async throws {
        let since = store.lastSync ?? .distantPast
        let bookings = try await berthClient.fetchBookings(since)
        try store.upsert(bookings)
        store.lastSync = date.now
    }
}
