import XCTest
@testable import Quarry

final class AssetHashTests: XCTestCase {
    func testHashIgnoresEXIFOrientation() throws {
        let upright = try Fixture.jpeg("harbour-upright"), rotated = try Fixture.jpeg("harbour-rotated-exif")
        XCTAssertEqual(AssetHash.of(upright), AssetHash.of(rotated), "same pixels, different EXIF orientation must dedupe")
    }
}
