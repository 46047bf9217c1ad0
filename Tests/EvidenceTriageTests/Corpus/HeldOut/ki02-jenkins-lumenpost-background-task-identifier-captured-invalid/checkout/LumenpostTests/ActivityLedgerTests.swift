import XCTest
@testable import Lumenpost

final class ActivityLedgerTests: XCTestCase {
    func testLastFinishedActivityEndsTask() {
        let ledger = ActivityLedger()
        var ended = 0
        ledger.onEmpty = { ended += 1 }
        ledger.start("upload-IMG_1")
        ledger.start("upload-IMG_2")
        ledger.finish("upload-IMG_1")
        ledger.finish("upload-IMG_2")
        XCTAssertEqual(ended, 1)
    }

    func testExpirationClearsActivitiesBeforeNextTask() {
        let ledger = ActivityLedger()
        ledger.start("upload-IMG_7")
        ledger.start("thumbnail-IMG_7")

        ledger.backgroundTaskExpired()

        XCTAssertEqual(ledger.activities, [], "activities from the expired task leak into the next one")
    }
}
