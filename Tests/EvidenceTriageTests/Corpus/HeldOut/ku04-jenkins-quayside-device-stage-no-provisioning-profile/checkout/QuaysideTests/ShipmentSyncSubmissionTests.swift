import BackgroundTasks
import XCTest
@testable import Quayside

final class ShipmentSyncSubmissionTests: XCTestCase {
    func testSubmitShipmentSyncSucceeds() {
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(ShipmentSyncRequest.make()))
    }
}
