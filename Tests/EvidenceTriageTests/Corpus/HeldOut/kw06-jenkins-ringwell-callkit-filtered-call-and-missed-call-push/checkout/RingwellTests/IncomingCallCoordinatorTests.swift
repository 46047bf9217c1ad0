import CallKit
import XCTest
@testable import Ringwell

final class IncomingCallCoordinatorTests: XCTestCase {
    func testFilteredCallDoesNotStartMedia() {
        let provider = FakeCallProvider(result: CXErrorCodeIncomingCallError(.filteredByDoNotDisturb))
        let media = FakeMediaEngine()
        let coordinator = IncomingCallCoordinator(provider: provider, media: media)
        let done = expectation(description: "report finished")
        coordinator.reportIncoming(uuid: UUID(), handle: "+31 20 555 0101") { done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertFalse(media.prepared, "media engine started for a call CallKit filtered")
    }
}
