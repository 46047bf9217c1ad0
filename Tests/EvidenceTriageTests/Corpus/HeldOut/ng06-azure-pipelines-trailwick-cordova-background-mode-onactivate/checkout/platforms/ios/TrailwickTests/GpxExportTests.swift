import XCTest
@testable import Trailwick

final class GpxExportTests: XCTestCase {

    func testElevationRoundedToWholeMetres() throws {
        let track = Track.fixture(points: [.init(lat: 54.4609, lon: -3.0886, elevation: 978.46)])
        let xml = try GpxExporter().export(track)
        XCTAssertTrue(xml.contains("<ele>978</ele>"), xml)
    }
}
