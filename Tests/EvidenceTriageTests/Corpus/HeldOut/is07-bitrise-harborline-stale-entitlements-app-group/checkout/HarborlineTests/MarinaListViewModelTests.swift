import CoreLocation
import XCTest
@testable import Harborline

final class MarinaListViewModelTests: XCTestCase {
    private let marinas = [
        Marina(name: "Cowes Yacht Haven", coordinate: .init(latitude: 50.7620, longitude: -1.2980)),
        Marina(name: "Port Solent", coordinate: .init(latitude: 50.8420, longitude: -1.1010)),
        Marina(name: "Lymington Yacht Haven", coordinate: .init(latitude: 50.7530, longitude: -1.5320)),
    ]

    func testSortsByDistanceFromUser() {
        let user = CLLocation(latitude: 50.8350, longitude: -1.1200) // Portsmouth Harbour
        let names = MarinaListViewModel(marinas: marinas).sortedByDistance(from: user).map(\.name)
        XCTAssertEqual(names, ["Port Solent", "Cowes Yacht Haven", "Lymington Yacht Haven"])
    }
}
