import XCTest
@testable import Fathom

final class ShowNotesRendererTests: XCTestCase {
    func testStripsTrackingPixels() {
        let html = #"<p>Links</p><img src="https://px.adnet.example/t.gif" width="1" height="1">"#
        XCTAssertFalse(ShowNotesRenderer().render(html).contains("px.adnet.example"))
    }
}
