import XCTest
@testable import Runner

final class StationListTests: XCTestCase {
    func testParsesDirectoryFeed() throws {
        let stations = try StationDirectory.parse(Fixtures.data("directory.json"))
        XCTAssertEqual(stations.count, 12)
    }

    func testSortsByListenerCount() throws {
        let stations = try StationDirectory.parse(Fixtures.data("directory.json")).sortedByListeners()
        XCTAssertEqual(stations.first?.id, "kestrel-jazz")
    }
}
