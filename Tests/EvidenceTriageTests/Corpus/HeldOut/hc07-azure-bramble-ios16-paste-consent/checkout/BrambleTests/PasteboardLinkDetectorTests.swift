import XCTest
@testable import BrambleKit

final class PasteboardLinkDetectorTests: XCTestCase {
    func testDetectsURLOnPasteboard() {
        let url = URL(string: "https://example.org/longread/tidal-power")!
        UIPasteboard.general.url = url
        let detector = PasteboardLinkDetector()
        XCTAssertEqual(detector.currentLink(), url)
    }

    func testIgnoresNonWebSchemes() {
        UIPasteboard.general.url = URL(string: "mailto:editor@example.org")!
        XCTAssertNil(PasteboardLinkDetector().currentLink())
    }
}
