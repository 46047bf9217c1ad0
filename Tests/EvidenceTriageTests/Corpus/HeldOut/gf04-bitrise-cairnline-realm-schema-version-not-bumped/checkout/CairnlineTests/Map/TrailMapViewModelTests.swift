import Combine
import MapKit
import XCTest
@testable import Cairnline

final class TrailMapViewModelTests: XCTestCase {
    private var bag = Set<AnyCancellable>()

    func testZoomsToFitTrack() {
        let model = TrailMapViewModel(track: .fixture(named: "coniston-old-man"))
        let published = expectation(description: "region published")
        model.$region.dropFirst().sink { _ in published.fulfill() }.store(in: &bag)

        model.fitTrack()

        wait(for: [published], timeout: 1)
        XCTAssertEqual(model.region.center.latitude, 54.37, accuracy: 0.01)
    }

    func testShowsElevationProfileForLongTracks() {
        let model = TrailMapViewModel(track: .fixture(named: "coniston-old-man"))
        XCTAssertTrue(model.showsElevationProfile)
    }
}
