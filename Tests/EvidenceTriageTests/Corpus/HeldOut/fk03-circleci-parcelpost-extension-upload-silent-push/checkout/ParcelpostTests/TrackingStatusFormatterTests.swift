import XCTest
@testable import Parcelpost

final class TrackingStatusFormatterTests: XCTestCase {
    private let formatter = TrackingStatusFormatter(locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(identifier: "America/Chicago")!)
    // 2026-11-05 18:00 America/Chicago
    private let sixPM = Date(timeIntervalSince1970: 1_793_923_200)

    func testInTransitShowsCity() {
        XCTAssertEqual(formatter.headline(for: .inTransit(city: "Memphis, TN")), "In transit · Memphis, TN")
    }

    func testOutForDeliveryCopy() {
        XCTAssertEqual(formatter.headline(for: .outForDelivery(by: sixPM)), "Out for delivery · by 6 PM")
    }

    func testDeliveredShowsTime() {
        XCTAssertEqual(formatter.headline(for: .delivered(at: sixPM)).hasPrefix("Delivered · "), true)
    }
}
