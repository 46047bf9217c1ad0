import XCTest
@testable import MapVault

final class CoordinateFormatterTests: XCTestCase {
    func testDMSRoundTrip() throws {
        let f = CoordinateFormatter(style: .dms)
        let text = f.string(from: .init(latitude: 46.5577, longitude: 7.9856))
        XCTAssertEqual(text, "46°33'27.7\"N 7°59'08.2\"E")
        XCTAssertEqual(try f.coordinate(from: text).latitude, 46.5577, accuracy: 0.0001)
    }
}
