import XCTest
@testable import Quill

final class NotebookAPIClientTests: XCTestCase {
    func testFetchNotebookFollowsCursor() async throws {
        MockURLProtocol.register(url: "https://api.quill.test/notebooks", json: "notebooks-page-2.json")
        let page = try await NotebookAPIClient(session: MockURLProtocol.session).notebooks(after: "cursor-1")
        XCTAssertEqual(page.items.first?.id, "nb-21")
    }
}
