import CoreData
import XCTest
@testable import Ferrylog

final class TripStoreTests: XCTestCase {
    private var store: TimetableStore!

    override func setUp() {
        super.setUp()
        store = TimetableStore(inMemory: true, bundle: Bundle(for: TimetableStore.self))
    }

    func testEmptyStoreHasNoTrips() throws {
        XCTAssertEqual(try store.viewContext.count(for: Trip.fetchRequest()), 0)
    }

    func testInsertTripInFreshContainer() throws {
        let trip = Trip(context: store.viewContext)
        trip.id = "t-1"
        trip.route = "Bergen–Stavanger"
        trip.departure = Date(timeIntervalSince1970: 1_796_000_000)
        try store.viewContext.save()
        XCTAssertEqual(try store.viewContext.count(for: Trip.fetchRequest()), 1)
    }
}
