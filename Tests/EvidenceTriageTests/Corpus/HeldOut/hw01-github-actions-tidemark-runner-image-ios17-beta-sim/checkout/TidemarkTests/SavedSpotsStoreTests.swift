import CoreLocation
import XCTest
@testable import Tidemark

final class SavedSpotsStoreTests: XCTestCase {
    private let alamedaPier = CLLocationCoordinate2D(latitude: 37.7717, longitude: -122.2978)
    private var store: SavedSpotsStore!

    override func setUp() {
        store = SavedSpotsStore(stations: .fixture)
    }

    func testAddSpot() {
        _ = store.add(name: "Alameda Pier", coordinate: alamedaPier)
        XCTAssertEqual(store.spots.count, 1)
    }

    func testDeleteSpotRemovesAlerts() {
        let spot = store.add(name: "Alameda Pier", coordinate: alamedaPier)
        store.delete(spot.id)
        XCTAssertTrue(store.spots.isEmpty)
    }

    func testSpotsSortedByName() {
        _ = store.add(name: "Sausalito", coordinate: alamedaPier)
        _ = store.add(name: "Alameda", coordinate: alamedaPier)
        XCTAssertEqual(store.sortedSpots.map(\.name), ["Alameda", "Sausalito"])
    }

    func testRenamingSpotKeepsTideStation() {
        // The user picked Alameda (9414750) by hand; the nearest-station lookup would return San Francisco.
        let spot = store.add(name: "Pier 3", coordinate: alamedaPier, tideStationID: "9414750")

        store.rename(spot.id, to: "Pier 3 (guest dock)")

        XCTAssertEqual(store.spots.first?.tideStationID, "9414750")
    }
}
