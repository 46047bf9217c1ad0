import XCTest
import CallKit
@testable import Voxline

/// Device-lab only: the lab profile locks the phone and sets Focus before this suite.
final class IncomingCallReportingTests: XCTestCase {
    private func reportAndWait(_ handle: String) -> Error? {
        let done = expectation(description: "report completion")
        var result: Error?
        IncomingCallReporter().report(uuid: UUID(), handle: handle) { error in
            result = error
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        return result
    }

    func testDNDAlwaysFiltersIncomingCall() throws {
        try DeviceLab.setFocus(.doNotDisturb, silence: .always)
        let error = reportAndWait("+4930901820") as? CXErrorCodeIncomingCallError
        XCTAssertEqual(error?.code, .filteredByDoNotDisturb)
    }

    func testDNDWhileLockedFiltersIncomingCall() throws {
        try DeviceLab.setFocus(.doNotDisturb, silence: .whileLocked)
        try DeviceLab.lockScreen()
        let error = reportAndWait("+4930901821") as? CXErrorCodeIncomingCallError
        XCTAssertEqual(error?.code, .filteredByDoNotDisturb)
    }
}
