import XCTest
import Shared
@testable import iosApp

final class KmpChainTests: XCTestCase {
    func testChainStepRunsAfterEarliestBegin() throws {
        let step2 = expectation(description: "chain step 2 (upload readings) ran")
        TaskProbe.shared.onRun = { id in if id == "upload-readings" { step2.fulfill() } }
        let chain = KoinIOS().scheduler().beginWith(id: "collect-readings").then(id: "upload-readings")
        try chain.enqueue(initialDelayMs: 60_000)
        wait(for: [step2], timeout: 180)
    }
}
