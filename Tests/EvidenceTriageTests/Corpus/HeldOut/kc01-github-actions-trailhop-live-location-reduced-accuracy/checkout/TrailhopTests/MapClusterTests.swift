import MapKit
import XCTest
@testable import Trailhop

final class MapClusterTests: XCTestCase {
    private let clusterer = MapClusterer(cellSize: 44)

    private func hiker(_ id: String, _ lat: Double, _ lon: Double) -> HikerAnnotation {
        HikerAnnotation(id: id, coordinate: CLLocationCoordinate2D(latitude: lat, longitude: lon))
    }

    func testSingleHikerIsNotClustered() {
        let clusters = clusterer.clusters(for: [hiker("a", 46.55, 7.98)], in: .alps)
        XCTAssertEqual(clusters.count, 1)
        XCTAssertNil(clusters.first?.badge)
    }

    func testAnnotationsOutsideRegionAreDropped() {
        let clusters = clusterer.clusters(for: [hiker("a", 46.55, 7.98), hiker("b", 51.50, -0.12)], in: .alps)
        XCTAssertEqual(clusters.flatMap(\.members).map(\.id), ["a"])
    }

    // Clustering runs on a background queue; the badge is read once the
    // published snapshot settles.
    func testClusterBadgeCountMatchesMembers() async {
        let hikers = [
            hiker("a", 46.5501, 7.9801),
            hiker("b", 46.5502, 7.9802),
            hiker("c", 46.5503, 7.9803),
            hiker("d", 46.5504, 7.9804),
        ]
        let model = MapViewModel(clusterer: clusterer)
        model.update(hikers: hikers, region: .alps)

        await model.waitForClustering(timeout: .milliseconds(100))




        XCTAssertEqual(model.clusters.first?.badge, 4, "cluster badge")
    }
}
