import CallKit
import PushKit
import XCTest
@testable import Ringline

private final class DeferredProvider: CallProviding {
    var pending: [(UUID, (Error?) -> Void)] = []
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        pending.append((uuid, completion))
    }
    func finishReports() {
        let reports = pending
        pending.removeAll()
        reports.forEach { $0.1(nil) }
    }
}

final class CallKitPushAdapterTests: XCTestCase {
    private func voipPayload(_ id: String) -> [AnyHashable: Any] {
        ["call": ["id": id, "handle": "+15550100", "name": "Dana Ortiz", "video": false]]
    }

    func testCompletionWaitsForIncomingCallReport() {
        let provider = DeferredProvider()
        let adapter = CallKitPushAdapter(callKit: CallKitService(provider: provider))
        var completed = false

        adapter.handle(payload: voipPayload("push-1"), type: .voIP) { completed = true }
        XCTAssertFalse(completed, "PushKit completion must wait for reportNewIncomingCall")

        provider.finishReports()
        XCTAssertTrue(completed)
    }

    func testEachVoIPPushCompletesAfterItsOwnReport() {
        let provider = DeferredProvider()
        let adapter = CallKitPushAdapter(callKit: CallKitService(provider: provider))
        var completedPushes: [String] = []

        adapter.handle(payload: voipPayload("push-1"), type: .voIP) { completedPushes.append("push-1") }
        adapter.handle(payload: voipPayload("push-2"), type: .voIP) { completedPushes.append("push-2") }
        provider.finishReports()

        XCTAssertEqual(completedPushes, ["push-1", "push-2"], "every VoIP push must be completed by its own CallKit report")
    }

    func testNonVoIPPushCompletesImmediately() {
        let provider = DeferredProvider()
        let adapter = CallKitPushAdapter(callKit: CallKitService(provider: provider))
        let completed = expectation(description: "non-VoIP push completion")

        adapter.handle(payload: ["aps": ["content-available": 1]], type: .fileProvider) { completed.fulfill() }

        wait(for: [completed], timeout: 1)
        XCTAssertTrue(provider.pending.isEmpty, "no call is reported for a non-VoIP push")
    }
}
