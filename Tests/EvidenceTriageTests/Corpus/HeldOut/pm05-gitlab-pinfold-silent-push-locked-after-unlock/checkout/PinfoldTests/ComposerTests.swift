import XCTest
@testable import Pinfold

final class ComposerTests: XCTestCase {
    func testDraftRestoredAfterRelaunch() throws {
        let drafts = DraftStore(directory: try TemporaryDirectory().url)
        drafts.save("see you at 6", for: "thread-42")
        let reopened = DraftStore(directory: drafts.directory)
        XCTAssertEqual(reopened.draft(for: "thread-42"), "see you at 6")
    }
}
