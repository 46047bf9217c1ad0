import XCTest
@testable import QuillmateClip

final class InvocationRouterTests: XCTestCase {

    func testRoutesPromptURL() {
        XCTAssertEqual(InvocationRouter.route(URL(string: "https://quillmate.app/prompt?id=42")!), .prompt(id: 42))
    }

    /// App Clip Codes printed for the autumn campaign encode the URL with a trailing slash.
    func testRoutesPromptURLWithTrailingSlash() {
        XCTAssertEqual(InvocationRouter.route(URL(string: "https://quillmate.app/prompt/?id=42")!), .prompt(id: 42))
    }
}
