import CloudKit
import XCTest
@testable import Larkspur

final class CloudSyncEngineTests: XCTestCase {
    func testEngineStaysOffWithoutAccount() async {
        let engine = CloudSyncEngine(accountStatus: { .noAccount })
        await engine.start()
        XCTAssertFalse(engine.isRunning)
    }

    func testEngineStartsSyncWhenAccountAvailable() async {
        let engine = CloudSyncEngine(accountStatus: { .available })
        await engine.start()
        XCTAssertTrue(engine.isRunning)
    }
}
