import XCTest
@testable import Saltwick

final class ChatComposerTests: XCTestCase {

    func testDraftRestoredAfterRelaunch() throws {
        let store = DraftStore(directory: try TemporaryDirectory().url)
        store.save("see you at the slipway", for: "thread-77")
        XCTAssertEqual(DraftStore(directory: store.directory).draft(for: "thread-77"), "see you at the slipway")
    }
}
