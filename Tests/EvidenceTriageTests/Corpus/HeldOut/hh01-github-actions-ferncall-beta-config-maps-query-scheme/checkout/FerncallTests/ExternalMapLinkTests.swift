import XCTest
@testable import Ferncall

/// The "Open in Maps" action is only offered when the system Maps app can be
/// queried. Maps ships on every simulator runtime, so on CI this must be true.
final class ExternalMapLinkTests: XCTestCase {

    private var link: ExternalMapLink!

    override func setUp() {
        super.setUp()
        link = ExternalMapLink(application: UIApplication.shared)
    }

    func testCoordinateURLEncodesLatitudeAndLongitude() {
        let url = link.url(for: SiteCoordinate(latitude: 57.1497, longitude: -2.0943), label: "Plot 14")
        XCTAssertEqual(url?.absoluteString, "maps://?ll=57.1497,-2.0943&q=Plot%2014")
    }

    func testLabelIsPercentEncoded() {
        let url = link.url(for: SiteCoordinate(latitude: 1, longitude: 2), label: "North & East")
        XCTAssertEqual(url?.query, "ll=1.0,2.0&q=North%20%26%20East")
    }

    func testMapsSchemeIsQueryable() {
        let url = link.url(for: SiteCoordinate(latitude: 57.1497, longitude: -2.0943), label: "Plot 14")!
        XCTAssertTrue(link.canOpen(url), "Maps should be queryable on the simulator")
    }
}
