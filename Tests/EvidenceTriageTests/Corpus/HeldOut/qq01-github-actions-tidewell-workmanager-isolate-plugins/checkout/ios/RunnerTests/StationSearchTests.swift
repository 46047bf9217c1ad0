import XCTest
@testable import Runner

final class StationSearchTests: XCTestCase {
    private let index = StationIndex(names: ["Saint-Malo", "Brest", "Île de Ré"])

    func testSearchIsCaseInsensitive() {
        XCTAssertEqual(index.search("brest"), ["Brest"])
    }

    func testSearchIsDiacriticInsensitive() {
        XCTAssertEqual(index.search("ile de re"), ["Île de Ré"])
    }
}
