import XCTest
@testable import Wharf

final class MooringSyncJobTests: XCTestCase {
    func testFirstSyncStoresBookings() async throws {
        let store = BookingStore.inMemory()
        try await MooringSyncJob(api: StubBookingsAPI(bookings: 4), store: store).run()
        XCTAssertEqual(store.bookings.count, 4)
    }

    func testRetryAfterTimeoutDoesNotDuplicateBookings() async throws {
        let store = BookingStore.inMemory()
        let api = StubBookingsAPI(bookings: 4)
        api.failNextAcknowledge = URLError(.timedOut)

        do { try await MooringSyncJob(api: api, store: store).run() } catch {}
        try await MooringSyncJob(api: api, store: store).run()   // the retry the processing task performs

        XCTAssertEqual(store.bookings.count, 4, "retried sync duplicated bookings")
    }
}
