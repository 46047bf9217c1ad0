import XCTest
@testable import FerryPass

final class TicketScannerPermissionTests: XCTestCase {

    func testCurrentStatusIsUndeterminedOnFreshSimulator() {
        XCTAssertEqual(TicketScannerPermission.current, .undetermined)
    }

    func testCameraPermissionRequestReportsStatus() async {
        let status = await TicketScannerPermission.request()
        XCTAssertNotEqual(status, .undetermined)
    }
}
