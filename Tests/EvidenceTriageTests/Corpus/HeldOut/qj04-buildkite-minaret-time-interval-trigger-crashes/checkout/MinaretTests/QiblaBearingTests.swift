import XCTest
@testable import Minaret

final class QiblaBearingTests: XCTestCase {
    func testBearingFromLondon() {
        let bearing = Qibla.bearing(from: .init(latitude: 51.5074, longitude: -0.1278))
        XCTAssertEqual(bearing, 118.99, accuracy: 0.01)
    }

    func testBearingFromJakarta() {
        let bearing = Qibla.bearing(from: .init(latitude: -6.2088, longitude: 106.8456))
        XCTAssertEqual(bearing, 295.15, accuracy: 0.01)
    }
}
