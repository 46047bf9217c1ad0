import XCTest
import CoreLocation
@testable import Kestrel

final class StationListViewModelTests: XCTestCase {
    func testSortsStationsByDistance() {
        let here = CLLocation(latitude: 38.7223, longitude: -9.1393)     // Lisbon
        let viewModel = StationListViewModel(stations: [.porto, .cascais, .setubal], location: here)
        XCTAssertEqual(viewModel.rows.map(\.name), ["Cascais", "Setúbal", "Porto"])
    }
}
