import XCTest
import Shared

final class ChangesetCloserTests: XCTestCase {
    func testClosesAfterThirtyMinutesIdle() {
        let api = RecordingChangesetApi()
        let closer = ChangesetCloser(api: api, idleTimeoutSeconds: 1800)
        closer.onEdit(at: 0)
        closer.onTick(at: 1_801)
        XCTAssertEqual(api.closedChangesets, [1])
    }

    func testEditResetsIdleTimer() {
        let api = RecordingChangesetApi()
        let closer = ChangesetCloser(api: api, idleTimeoutSeconds: 1800)
        closer.onEdit(at: 0); closer.onEdit(at: 1_700); closer.onTick(at: 1_900)
        XCTAssertTrue(api.closedChangesets.isEmpty)
    }
}
