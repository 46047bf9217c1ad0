import XCTest
@testable import Tidewatch

final class StationSearchTests: XCTestCase {
    func testSearchByName() async throws {
        let index = try await StationIndex.loadBundled()
        let hits = index.search("Point Reyes")
        XCTAssertEqual(hits.first?.id, "9415020")
    }
}
