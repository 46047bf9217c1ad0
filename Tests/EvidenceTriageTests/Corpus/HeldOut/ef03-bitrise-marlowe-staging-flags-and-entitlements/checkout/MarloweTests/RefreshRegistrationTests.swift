import XCTest
@testable import Marlowe

final class RefreshRegistrationTests: XCTestCase {

    func testRefreshHandlerRegisteredAtLaunch() throws {
        // AppDelegate registered the handler before this test started; read what it recorded.
        let records = DiagnosticRecorder.shared.records(phase: .registration)
        let refresh = try XCTUnwrap(records.last, "no registration record written at launch")

        XCTAssertEqual(refresh.outcome, .succeeded, "registration of \(refresh.identifier) failed")
    }
}
