import XCTest
@testable import Tallyho

final class IntentHandlerTests: XCTestCase {
    func testHandlerResolvesVolumeInMillilitres() {
        let handler = LogWaterIntentHandler(store: EntryStore(inMemory: true))
        let intent = LogWaterIntent()
        intent.volume = 330
        let done = expectation(description: "resolved")
        handler.resolveVolume(for: intent) { result in
            XCTAssertNotNil(result)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
    }
}
