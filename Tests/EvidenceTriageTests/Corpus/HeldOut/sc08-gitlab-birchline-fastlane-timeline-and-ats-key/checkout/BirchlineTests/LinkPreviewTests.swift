import XCTest
@testable import Birchline

/// Runs against the fixture site published for link-preview checks.
final class LinkPreviewTests: XCTestCase {
    func testFetchesPreviewForHTTPSURL() async throws {
        let preview = try await LinkPreviewer().preview(for: URL(string: "https://fixtures.birchline.social/preview/basic.html")!)
        XCTAssertEqual(preview.title, "Birchline preview fixture")
    }

    func testFetchesPreviewForHTTPURL() async throws {
        let preview = try? await LinkPreviewer().preview(for: URL(string: "http://legacy.birchline-fixtures.net/preview/basic.html")!)
        XCTAssertEqual(preview?.title, "Birchline preview fixture")
    }

    func testFollowsHTTPRedirectToHTTPS() async throws {
        let preview = try? await LinkPreviewer().preview(for: URL(string: "http://legacy.birchline-fixtures.net/r/basic")!)
        XCTAssertEqual(preview?.host, "fixtures.birchline.social")
    }
}
