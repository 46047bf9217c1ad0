import XCTest
@testable import Quaver

final class SharedTranscriptStoreTests: XCTestCase {
    private var store: SharedTranscriptStore!

    override func setUp() {
        super.setUp()
        store = SharedTranscriptStore()
        store.clear()
    }

    func testAppRoundTripsLatestTranscript() {
        store.saveLatest("call the dentist at four")
        XCTAssertEqual(store.latest, "call the dentist at four")
    }

    func testIntentReadsLatestTranscriptFromAppGroup() {
        store.saveLatest("buy oat milk and batteries")

        let result = CopyLastTranscriptIntent.latestTranscript()

        XCTAssertEqual(result, "buy oat milk and batteries", "App Intent must read the transcript the app wrote to the shared App Group")
    }

    func testSharedContainerIsAvailable() {
        XCTAssertNotNil(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: AppGroup.identifier))
    }
}
