import XCTest
@testable import Ferncall

@MainActor
final class SiteDetailViewModelTests: XCTestCase {

    private func makeSite() -> Site {
        Site(id: "plot-14", name: "Plot 14",
             coordinate: SiteCoordinate(latitude: 57.1497, longitude: -2.0943),
             lastSurveyed: nil)
    }

    func testTitleUsesSiteName() {
        let model = SiteDetailViewModel(site: makeSite(), mapLink: ExternalMapLink(application: UIApplication.shared))
        XCTAssertEqual(model.title, "Plot 14")
    }

    func testNeverSurveyedShowsPlaceholder() {
        let model = SiteDetailViewModel(site: makeSite(), mapLink: ExternalMapLink(application: UIApplication.shared))
        XCTAssertEqual(model.lastSurveyedText, "Not surveyed yet")
    }

    func testDirectionsActionOfferedWhenMapsAvailable() {
        let model = SiteDetailViewModel(site: makeSite(), mapLink: ExternalMapLink(application: UIApplication.shared))
        XCTAssertTrue(model.actions.contains(.openInMaps), "actions were \(model.actions)")
    }
}
