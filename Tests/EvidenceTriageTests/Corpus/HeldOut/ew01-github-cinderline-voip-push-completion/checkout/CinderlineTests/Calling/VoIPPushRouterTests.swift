import PushKit
import XCTest
@testable import Cinderline

final class VoIPPushRouterTests: XCTestCase {
    private var recorder: EventRecorder!
    private var provider: FakeCallProvider!
    private var history: InMemoryCallHistoryStore!
    private var router: VoIPPushRouter!

    override func setUp() {
        super.setUp()
        recorder = EventRecorder()
        provider = FakeCallProvider(recorder: recorder)
        history = InMemoryCallHistoryStore()
        router = VoIPPushRouter(provider: provider, history: history)
    }

    private func payload(kind: String = "incoming") -> [AnyHashable: Any] {
        ["call_id": "6B1F3C3E-0C55-4F5B-9A57-2D7E51C0A0B1", "handle": "+4930901820", "display_name": "Front desk", "kind": kind]
    }

    func testIncomingPushReportsCallToCallKit() {
        router.handle(payload: payload(), type: .voIP) { }
        XCTAssertEqual(provider.reportedCalls.count, 1)
    }

    func testPushCompletionRunsAfterCallKitReportCompletes() {
        router.handle(payload: payload(), type: .voIP) { [recorder] in
            recorder?.record("pushCompletion")
        }
        provider.finishPendingReports()

        XCTAssertEqual(recorder.events, ["reportCompletion", "pushCompletion"],
                       "PushKit completion must wait for CXProvider.reportNewIncomingCall to finish")
    }

    func testMissedCallPushStillReportsCall() {
        router.handle(payload: payload(kind: "missed_call"), type: .voIP) { }
        provider.finishPendingReports()

        XCTAssertEqual(provider.reportedCalls.count, 1, "A VoIP push must always be reported to CallKit on iOS 13+")
        XCTAssertEqual(provider.endedCalls.count, 1)
    }

    func testMalformedPushReportsAndEndsPlaceholderCall() {
        router.handle(payload: ["kind": "incoming"], type: .voIP) { }
        provider.finishPendingReports()

        XCTAssertEqual(provider.reportedCalls.count, 1)
        XCTAssertEqual(provider.endedCalls.first?.1, .failed)
    }

    func testNonVoIPPushIsIgnored() {
        var completed = false
        router.handle(payload: payload(), type: .fileProvider) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(provider.reportedCalls.isEmpty)
    }
}
