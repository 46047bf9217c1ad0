import XCTest
@testable import Harrowgate

final class TokenRefreshJobTests: XCTestCase {
    func testRefreshRunsWhileDeviceLocked() throws {
        try KeychainStore.shared.save(token: "lab-token-7", account: "primary")
        try RefreshScheduler.shared.submitRefresh(earliestBegin: Date())
        try DeviceLab.lockScreen()
        try DeviceLab.simulateBackgroundLaunch(identifier: TokenRefreshJob.identifier)
        let finished = LastRefreshResult.wait(timeout: 30)
        try DeviceLab.unlockScreen()
        XCTAssertEqual(finished?.description, "succeeded")
    }
}
