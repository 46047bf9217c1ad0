import XCTest
@testable import Veilbrowse

final class URLBarTests: XCTestCase {
    func testSearchTermFromURL() {
        let url = URL(string: "https://duckduckgo.com/?q=swift+background+tasks&t=veil")!
        XCTAssertEqual(URLBarModel.searchTerm(from: url), "swift background tasks")
    }
}
