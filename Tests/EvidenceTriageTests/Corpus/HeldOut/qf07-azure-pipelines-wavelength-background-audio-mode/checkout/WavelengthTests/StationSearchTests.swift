import XCTest
@testable import Wavelength

final class StationSearchTests: XCTestCase {
    func testSearchIsCaseInsensitive() {
        let search = StationSearch(stations: Station.fixtures)
        XCTAssertEqual(search.results(for: "jazz").map(\.name), ["FIP Jazz", "Jazz24"])
    }
}
