import XCTest
@testable import App

final class ShareSheetCopyTests: XCTestCase {
    func testShareTitleIsLocalized() {
        let copy = ShareSheetCopy(album: .fixture(name: "Calanques", photoCount: 12))
        let expected = String(format: NSLocalizedString("share.album.title %@ %lld", bundle: Bundle(for: Self.self), comment: ""), "Calanques", 12)
        XCTAssertEqual(copy.title, expected)
    }

    func testShareURLUsesAlbumSlug() {
        let copy = ShareSheetCopy(album: .fixture(name: "Calanques", photoCount: 12))
        XCTAssertEqual(copy.url.path, "/a/calanques")
    }
}
