import XCTest
@testable import FieldSync

final class ReportRendererTests: XCTestCase {
    func testPhotoGridPaginates() throws {
        let layout = PhotoGridLayout(photosPerPage: 4)
        let pages = layout.pages(for: Array(repeating: PhotoRef.fixture, count: 14))
        XCTAssertEqual(pages.count, 4, "14 photos at 4 per page")
    }

    func testHeaderShowsInspector() throws {
        XCTAssertEqual(ReportHeader(inspector: "R. Okafor").title, "Inspected by R. Okafor")
    }
}
