import XCTest
@testable import BrambleChat

final class DraftStoreTests: XCTestCase {
    func testDraftSurvivesRelaunch() throws {
        let store = DraftStore(defaults: UserDefaults(suiteName: #function)!)
        store.save("see you at 6", for: "conversation.design-crit")
        XCTAssertEqual(DraftStore(defaults: UserDefaults(suiteName: #function)!).draft(for: "conversation.design-crit"), "see you at 6")
    }
}
