import UIKit
import XCTest
@testable import Layerline

final class RemotePushHandlerTests: XCTestCase {
    private var delegate: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    func testSilentPushForKnownPrinterRefreshesQueue() {
        PrinterStore.shared.seed([Printer(id: "mk4-07", name: "Bay 7")])
        let done = expectation(description: "fetch completion called")
        delegate.application(.shared,
                             didReceiveRemoteNotification: ["aps": ["content-available": 1],
                                                            "event": "queue-changed", "printer-id": "mk4-07"]) { _ in
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    /// The server sends farm-wide events (maintenance window, firmware rollout) without a printer id.
    func testSilentPushWithoutPrinterIDStillCompletes() {
        let done = expectation(description: "fetch completion called")
        delegate.application(.shared,
                             didReceiveRemoteNotification: ["aps": ["content-available": 1],
                                                            "event": "farm-maintenance"]) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
