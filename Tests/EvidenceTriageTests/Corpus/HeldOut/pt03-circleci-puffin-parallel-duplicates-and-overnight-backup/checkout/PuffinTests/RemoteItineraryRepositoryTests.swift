import XCTest
import CoreData
@testable import Puffin

final class RemoteItineraryRepositoryTests: XCTestCase {
    private var stack: InMemoryStack!

    override func setUp() {
        stack = InMemoryStack()
    }

    func testReloadAddsNewEntity() throws {
        stack.insertItinerary(uuid: "A", title: "Porto")
        let repo = RemoteItineraryRepository(context: stack.viewContext)
        try repo.reload()
        XCTAssertEqual(repo.itineraries.map(\.title), ["Porto"])
    }

    func testReloadExcludesDuplicateEntities() throws {
        stack.insertItinerary(uuid: "A", title: "Lisbon", lastUpdate: 200)
        stack.insertItinerary(uuid: "A", title: "Lisbon (draft)", lastUpdate: 100)
        stack.insertItinerary(uuid: "B", title: "Madeira", lastUpdate: 150)
        let repo = RemoteItineraryRepository(context: stack.viewContext)
        try repo.reload()
        XCTAssertEqual(repo.itineraries.count, 2, "Remote repository must not have duplicates")
    }

    func testReloadKeepsNewestDuplicate() throws {
        stack.insertItinerary(uuid: "A", title: "Lisbon (draft)", lastUpdate: 100)
        stack.insertItinerary(uuid: "A", title: "Lisbon", lastUpdate: 200)
        let repo = RemoteItineraryRepository(context: stack.viewContext)
        try repo.reload()
        XCTAssertEqual(repo.itineraries.last?.title, "Lisbon")
    }
}
