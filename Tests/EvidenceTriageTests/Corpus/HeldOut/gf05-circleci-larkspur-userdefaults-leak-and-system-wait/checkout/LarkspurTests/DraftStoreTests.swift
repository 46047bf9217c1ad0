import XCTest
@testable import Larkspur

final class DraftStoreTests: XCTestCase {

    func testDiscardsDraftAfterSubmit() {
        let store = DraftStore()
        store.currentDraft = Draft(species: "Blackbird", count: 1)
        store.discard()
        XCTAssertNil(store.currentDraft)
    }

    func testRestoresLastDraftOnLaunch() {
        let store = DraftStore()
        store.currentDraft = Draft(species: "Eurasian wren", count: 2)

        let relaunched = DraftStore()
        XCTAssertEqual(relaunched.currentDraft?.species, "Eurasian wren")
    }

    func testRoundTripsNote() {
        let store = DraftStore()
        store.currentDraft = Draft(species: "Robin", count: 1, note: "by the feeder")
        XCTAssertEqual(DraftStore().currentDraft?.note, "by the feeder")
    }

    func testStartsWithNoDraft() {
        let store = DraftStore()
        XCTAssertNil(store.currentDraft)
    }
}
