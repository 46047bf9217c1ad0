import XCTest
@testable import Brightpath

final class StopListTests: XCTestCase {

    private func stop(_ name: String, eta: TimeInterval?) -> BusStop {
        BusStop(id: name.lowercased(), name: name, eta: eta.map { Date(timeIntervalSince1970: 1_796_200_000 + $0) })
    }

    func testSortsStopsByETA() {
        let list = StopList(stops: [stop("Maple", eta: 600), stop("Birch", eta: 120), stop("Cedar", eta: 300)])
        XCTAssertEqual(list.sorted.map(\.name), ["Birch", "Cedar", "Maple"])
    }

    func testStopsWithoutETAGoLast() {
        let list = StopList(stops: [stop("Depot", eta: nil), stop("Birch", eta: 120)])
        XCTAssertEqual(list.sorted.map(\.name), ["Birch", "Depot"])
    }
}
