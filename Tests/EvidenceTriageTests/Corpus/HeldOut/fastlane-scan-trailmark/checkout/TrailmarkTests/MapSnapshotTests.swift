import XCTest
import MapKit
@testable import Trailmark

final class MapSnapshotTests: XCTestCase {
    func testSnapshotRendersTrail() async throws {
        let image = try await TrailSnapshotter(size: CGSize(width: 320, height: 200)).snapshot(.fixtureLoop)
        XCTAssertGreaterThan(image.nonBackgroundPixelRatio, 0.02, "trail overlay missing from snapshot")
    }
}
