import XCTest
@testable import Windrow

final class SilentPushSyncTests: XCTestCase {
    private var appDelegate: AppDelegate!
    private var engine: ShipmentSyncEngineStub!

    override func setUp() {
        super.setUp()
        engine = ShipmentSyncEngineStub()
        ShipmentSyncEngine.shared = engine
        appDelegate = AppDelegate()
    }

    func testNewDataPathCallsFetchCompletion() {
        engine.changedIDs = ["WR-1"]
        let done = expectation(description: "fetch completion")
        appDelegate.application(.shared, didReceiveRemoteNotification: Payloads.refresh(["WR-1"])) { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
    }

    func testNoNewDataStillCallsFetchCompletion() {
        engine.changedIDs = []
        let done = expectation(description: "fetch completion")
        appDelegate.application(.shared, didReceiveRemoteNotification: Payloads.refresh(["WR-9"])) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
    }
}
