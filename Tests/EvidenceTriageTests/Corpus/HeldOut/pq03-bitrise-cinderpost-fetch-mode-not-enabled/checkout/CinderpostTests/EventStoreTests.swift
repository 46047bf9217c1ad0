import XCTest
import RealmSwift
@testable import Cinderpost

final class EventStoreTests: XCTestCase {
    var store: EventStore!

    override func setUpWithError() throws {
        store = EventStore(configuration: Realm.Configuration(inMemoryIdentifier: name))
    }

    func testBackgroundInsertDoesNotDuplicateEvents() throws {
        let feed = try Fixtures.events(named: "coffee-week-32")
        try store.insert(feed)
        try store.insert(feed)
        XCTAssertEqual(store.allEvents().count, feed.count)
    }

    func testInsertKeepsVenue() throws {
        let feed = try Fixtures.events(named: "coffee-week-32")
        try store.insert(feed)
        XCTAssertEqual(store.allEvents().first?.venueName, "Sightglass")
    }
}
