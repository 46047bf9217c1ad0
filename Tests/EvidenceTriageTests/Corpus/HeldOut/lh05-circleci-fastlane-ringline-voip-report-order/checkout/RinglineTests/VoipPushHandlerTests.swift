import CallKit
import XCTest
@testable import Ringline

final class VoipPushHandlerTests: XCTestCase {
    func testCompletionRunsAfterCallIsReported() {
        let provider = RecordingProvider()
        var order: [String] = []
        provider.onReport = { order.append("report") }
        VoipPushHandler(provider: provider, events: IncomingCallEvents())
            .handle(payload: ["caller": "Mina Okafor"]) { order.append("completion") }
        XCTAssertEqual(order, ["report", "completion"])
    }

    func testPushWithoutCallerNameStillReportsCall() {
        let provider = RecordingProvider()
        VoipPushHandler(provider: provider, events: IncomingCallEvents()).handle(payload: ["call_id": "c-19"]) {}
        XCTAssertEqual(provider.reported, 1, "every VoIP push must be reported to CallKit")
    }
}

final class RecordingProvider: CallReporting {
    var onReport: (() -> Void)?
    private(set) var reported = 0
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        reported += 1; onReport?(); completion(nil)
    }
}
