import ComposableArchitecture
import XCTest
@testable import Murmur

final class SharedRecordingStateTests: XCTestCase {

    func testEqualityAfterMutation() {
        @Shared(.inMemory("recording")) var a = RecordingState.idle
        @Shared(.inMemory("recording")) var b = RecordingState.idle
        $a.withLock { $0 = .recording(started: .distantPast) }
        XCTAssertTrue($a == $b)
    }

    func testDerivedSharedEquality() {
        @Shared(.inMemory("queue")) var queue = UploadQueue.empty
        let pending = $queue.pending
        XCTAssertEqual(pending, $queue.pending)
    }
}
