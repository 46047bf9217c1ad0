import XCTest
@testable import Fenwick

final class EnrollmentFlowTests: XCTestCase {
    func testEnrollmentSuccessSchedulesPolicySync() {
        let handler = IntuneEnrollmentHandler()
        handler.enrollmentRequest(with: .stubSucceeded(upn: "tech01@fenwickfield.example"))
        XCTAssertEqual(PolicySync.lastSubmittedIdentifier, IntuneEnrollmentHandler.policySyncIdentifier)
    }
}
