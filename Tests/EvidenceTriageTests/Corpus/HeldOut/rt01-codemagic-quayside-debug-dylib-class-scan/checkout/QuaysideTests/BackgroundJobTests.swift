import XCTest
@testable import Quayside

final class BackgroundJobTests: XCTestCase {
    func testReceiptUploadRegisteredAtLaunch() {
        let app = UIApplication.shared.delegate as! AppDelegate
        XCTAssertTrue(app.recorder.lines.contains { $0.contains("com.quayside.app.receipt-upload") })
    }

    func testTimetableRefreshHandlerRegisteredAtLaunch() {
        let ids = BackgroundJobCatalog.shared.registeredIdentifiers
        XCTAssertEqual(ids, ["com.quayside.app.timetable-refresh"])
    }
}
