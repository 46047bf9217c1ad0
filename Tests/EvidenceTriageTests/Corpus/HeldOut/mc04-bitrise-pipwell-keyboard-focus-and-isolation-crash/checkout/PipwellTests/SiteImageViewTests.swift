import XCTest
@testable import Pipwell

final class SiteImageViewTests: XCTestCase {
    func testPlaceholderFaviconLoadsFromBundle() {
        let image = UIImage(named: "favicon-placeholder", in: Bundle(for: SiteImageView.self), with: nil)
        XCTAssertNotNil(image, "favicon-placeholder not found in bundle")
    }

    func testFallsBackToMonogram() {
        let view = SiteImageView(site: Site(url: URL(string: "https://example.org")!, title: "Example"))
        XCTAssertEqual(view.monogram, "E")
    }
}
