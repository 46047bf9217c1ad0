import XCTest
@testable import Quaywise

final class LinkOpenerTests: XCTestCase {

    func testTelephoneLinkBuildsTelURL() {
        let opener = LinkOpener(application: .shared)
        XCTAssertEqual(opener.phoneURL(for: "+44 1224 000 000")?.absoluteString, "tel:+441224000000")
    }

    func testHTTPSLinksAreOpenable() {
        let opener = LinkOpener(application: .shared)
        let url = URL(string: "https://quaywise.example/timetables/route/7")!
        XCTAssertTrue(opener.canOpen(url), "operator web links must be openable")
    }
}
