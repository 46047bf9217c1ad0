//
//  RefreshHealthTests.swift
//  DocksideTests
//

import XCTest
@testable import Dockside

private struct FakePower: PowerStateProviding {
    var isLowPowerModeEnabled: Bool
    var backgroundRefreshStatus: UIBackgroundRefreshStatus
}

final class RefreshHealthTests: XCTestCase {

    func testDeniedStatusShowsBanner() {
        XCTAssertEqual(RefreshHealth.evaluate(FakePower(isLowPowerModeEnabled: false, backgroundRefreshStatus: .denied)),
                       .refreshUnavailable(reason: "Background App Refresh is off for Dockside"))
    }

    func testLowPowerModeCountsAsRefreshUnavailable() {
        // With Low Power Mode on, iOS pauses background app refresh while
        // backgroundRefreshStatus still reports .available.
        let health = RefreshHealth.evaluate(FakePower(isLowPowerModeEnabled: true, backgroundRefreshStatus: .available))
        XCTAssertEqual(health, .refreshUnavailable(reason: "Low Power Mode pauses background refresh"))
    }

    func testAvailableWithoutLowPowerModeIsOK() {
        XCTAssertEqual(RefreshHealth.evaluate(FakePower(isLowPowerModeEnabled: false, backgroundRefreshStatus: .available)), .ok)
    }
}
