import Foundation

/// Nightly booking sync, run by the com.wharfapp.berths.booking-sync BGProcessingTask and on pull-to-refresh.
final class MooringSyncJob {
    private let api: BookingsAPI
    private let store: BookingStore

    init(api: BookingsAPI, store: BookingStore) {
        self.api = api
        self.store = store
    }

    func run() async throws {
        let page = try await api.bookings(since: store.lastSyncToken)
        for booking in page.bookings {
            store.insert(booking)                    // appends; does not look up existing booking ids
        }
        try await api.acknowledge(page.token)        // may time out after the inserts above were saved
        store.lastSyncToken = page.token
        try store.save()
    }
}
