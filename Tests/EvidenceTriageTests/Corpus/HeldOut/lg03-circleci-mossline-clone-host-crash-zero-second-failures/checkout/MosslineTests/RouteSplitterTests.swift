import XCTest
@testable import Mossline

final class RouteSplitterTests: XCTestCase {
    func testSplitsAtPassMidpoint() throws {
        let route = try Fixtures.route("three-passes.gpx")
        let stages = RouteSplitter(maxClimbPerStage: 900).split(route)
        XCTAssertEqual(stages.map(\.endName), ["Col du Sanetsch", "Lac de Tseuzier", "Cabane des Audannes", "Anzère"])
    }
}
