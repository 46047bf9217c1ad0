import XCTest
@testable import Cairnfield

final class MapStyleLoaderTests: XCTestCase {
    func testLoadsBundledStyle() async throws {
        let style = try await MapStyleLoader().loadBundled(named: "cairnfield-outdoors", timeout: .seconds(2))
        XCTAssertEqual(style.layers.first?.id, "background")
    }
}
