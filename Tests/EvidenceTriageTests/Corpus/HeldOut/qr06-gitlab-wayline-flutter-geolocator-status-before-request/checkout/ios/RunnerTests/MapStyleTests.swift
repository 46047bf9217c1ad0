import XCTest
@testable import Runner

final class MapStyleTests: XCTestCase {
    func testBundledDarkStyleLoads() throws {
        let data = try MapStyleLoader.json(named: "wayline_dark")
        XCTAssertFalse(data.isEmpty)
    }

    func testBundledLightStyleLoads() throws {
        XCTAssertFalse(try MapStyleLoader.json(named: "wayline_light").isEmpty)
    }
}
