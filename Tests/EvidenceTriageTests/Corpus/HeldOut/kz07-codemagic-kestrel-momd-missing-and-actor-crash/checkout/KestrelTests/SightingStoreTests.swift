import XCTest
import KestrelKit

final class SightingStoreTests: XCTestCase {
    private var store: SightingStore!

    override func setUp() {
        super.setUp()
        store = SightingStore(inMemory: true)
    }

    func testSaveSighting() throws {
        try store.save(.fixture(species: "Falco tinnunculus"))
        XCTAssertEqual(try store.count(), 1)
    }

    func testFetchByRegion() throws {
        try store.save(.fixture(species: "Falco tinnunculus", region: "Isle of Man"))
        XCTAssertEqual(try store.sightings(in: "Isle of Man").count, 1)
    }
}
