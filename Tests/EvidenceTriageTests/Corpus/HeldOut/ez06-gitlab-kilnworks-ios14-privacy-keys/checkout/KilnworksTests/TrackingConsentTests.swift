//
//  TrackingConsentTests.swift
//  KilnworksTests
//

import AppTrackingTransparency
import XCTest
@testable import Kilnworks

final class TrackingConsentTests: XCTestCase {
    func testRequestsTrackingAuthorizationOnFirstLaunch() {
        let done = expectation(description: "consent answered")
        TrackingConsent().requestIfNeeded { status in
            XCTAssertNotEqual(status, .authorized, "simulator has no user to grant consent")
            done.fulfill()
        }
        addUIInterruptionMonitor(withDescription: "ATT") { _ in true }
        wait(for: [done], timeout: 15)
    }

    func testSkipsPromptWhenAlreadyDetermined() {
        XCTAssertNotNil(TrackingConsent())
    }
}
