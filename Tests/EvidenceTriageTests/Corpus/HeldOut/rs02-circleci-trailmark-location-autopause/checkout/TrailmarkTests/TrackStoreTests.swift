import XCTest
@testable import Trailmark

final class TrackStoreTests: XCTestCase {
    func testReloadKeepsPointOrder() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let store = try FileTrackStore(directory: url)
        let points = (0..<5).map { TrackPoint(lat: 46.0 + Double($0) * 0.001, lon: 7.0, t: Double($0)) }
        try store.append(points, to: "hike-1")
        let reloaded = try FileTrackStore(directory: url).points(for: "hike-1")
        XCTAssertEqual(reloaded.map(\.t), [0, 1, 2, 3, 4])
    }
}
