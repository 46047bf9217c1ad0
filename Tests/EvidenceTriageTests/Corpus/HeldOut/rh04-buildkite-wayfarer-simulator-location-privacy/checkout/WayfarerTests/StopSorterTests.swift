import XCTest
@testable import Wayfarer

final class StopSorterTests: XCTestCase {
    func testStopsSortedByWalkingDistance() {
        let a = Stop(id: "1_578", name: "3rd Ave & Pike", walkingMetres: 410, straightMetres: 120)
        let b = Stop(id: "1_431", name: "Westlake Stn", walkingMetres: 230, straightMetres: 210)
        XCTAssertEqual(StopSorter.nearest([a, b]).map(\.id), ["1_431", "1_578"])
    }
}
