import XCTest
@testable import Framewise

final class LensProfileParserTests: XCTestCase {
    func testParsesFourDistortionCoefficients() throws {
        let json: [String: Any] = ["name": "GoPro HERO12 Wide 4:3", "distortion_coeffs": [0.041, -0.012, 0.003, -0.0007]]
        let profile = try XCTUnwrap(LensProfileParser.parse(json))
        XCTAssertEqual(profile.k.count, 4)
    }
}
