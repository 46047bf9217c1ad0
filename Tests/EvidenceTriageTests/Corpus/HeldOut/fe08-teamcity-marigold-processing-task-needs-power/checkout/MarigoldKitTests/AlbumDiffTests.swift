import XCTest
@testable import MarigoldKit

final class AlbumDiffTests: XCTestCase {
    func testDetectsRenamedAlbum() {
        let old = [Album(id: "A1", title: "Lofoten 2024")]
        let new = [Album(id: "A1", title: "Lofoten, June 2024")]
        XCTAssertEqual(AlbumDiff(old: old, new: new).changes, [.renamed(id: "A1", to: "Lofoten, June 2024")])
    }
}
