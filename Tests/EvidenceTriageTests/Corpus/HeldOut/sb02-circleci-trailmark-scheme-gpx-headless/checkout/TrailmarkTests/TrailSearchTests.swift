import XCTest
@testable import Trailmark

final class TrailSearchTests: XCTestCase {
    let trails = [Trail(name: "Côte Ridge"), Trail(name: "Pine Ridge Loop"), Trail(name: "Lakeshore")]

    func testSearchIsDiacriticInsensitive() {
        let hits = TrailSearch(trails: trails).results(for: "cote")
        XCTAssertEqual(hits.map(\.name), ["Côte Ridge"])
    }
}
