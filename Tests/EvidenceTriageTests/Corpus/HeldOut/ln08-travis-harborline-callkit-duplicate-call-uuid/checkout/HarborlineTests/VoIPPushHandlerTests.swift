import CallKit
import XCTest
@testable import Harborline

/// Behaves like CXProvider for UUID bookkeeping: a UUID already known is rejected.
private final class FakeCallProvider: IncomingCallReporting {
    private var known: Set<UUID> = []
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        if known.contains(uuid) { completion(CXErrorCodeIncomingCallError(.callUUIDAlreadyExists)); return }
        known.insert(uuid)
        completion(nil)
    }
}

final class VoIPPushHandlerTests: XCTestCase {
    func testSecondCallFromSameCallerIsReported() {
        let handler = VoIPPushHandler(reporter: FakeCallProvider())
        handler.handle(payload: ["caller": "+3110555", "push-id": "p1"]) {}
        handler.handle(payload: ["caller": "+3110555", "push-id": "p2"]) {}
        XCTAssertEqual(handler.ringing.count, 2)
    }
}
