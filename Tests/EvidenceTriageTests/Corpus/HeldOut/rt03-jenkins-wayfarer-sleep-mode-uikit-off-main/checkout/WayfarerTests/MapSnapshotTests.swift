import XCTest
@testable import Wayfarer

final class MapSnapshotTests: XCTestCase {
    func testSnapshotRendersRoute() async throws {
        let image = try await MapSnapshotter.render(route: .fixture, size: CGSize(width: 320, height: 240))
        XCTAssertEqual(image.size, CGSize(width: 320, height: 240))
    }
}
