import CallKit
import XCTest
@testable import Relayline

private final class FakeProvider: CallReporting {
    var result: Error?
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        DispatchQueue.main.async { completion(self.result) }
    }
}

final class IncomingCallReporterTests: XCTestCase {
    func testAcceptedCallReportsSuccess() {
        let done = expectation(description: "report result delivered")
        IncomingCallReporter(provider: FakeProvider(), log: { _ in }).report(uuid: UUID(), caller: "+4420790000") { error in
            XCTAssertNil(error)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testReportFailureIsPropagatedToCaller() {
        let provider = FakeProvider()
        provider.result = CXErrorCodeIncomingCallError(.filteredByDoNotDisturb)
        let done = expectation(description: "report result delivered")
        IncomingCallReporter(provider: provider, log: { _ in }).report(uuid: UUID(), caller: "+4420790000") { error in
            XCTAssertNotNil(error)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }
}
