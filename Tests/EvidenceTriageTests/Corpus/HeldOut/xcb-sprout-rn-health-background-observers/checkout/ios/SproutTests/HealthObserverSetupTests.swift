//
//  HealthObserverSetupTests.swift
//  SproutTests
//
//  The react-native-health background docs ask AppDelegate.m to call
//  [[RCTAppleHealthKit new] initializeBackgroundObservers:bridge]; before wiring that in,
//  this test makes the same call against a live bridge.
//

import HealthKit
import React
import XCTest
@testable import Sprout

final class HealthObserverSetupTests: XCTestCase {
    private var bridge: RCTBridge!

    override func setUpWithError() throws {
        try XCTSkipUnless(HKHealthStore.isHealthDataAvailable())
        bridge = RCTBridge(delegate: TestBridgeDelegate(), launchOptions: nil)
        XCTAssertTrue(waitForBridgeLoad(bridge, timeout: 30))
    }

    override func tearDown() {
        bridge?.invalidate()
        bridge = nil
        super.tearDown()
    }

    func testBackgroundObserversInitializeAtLaunch() {
        let setUp = expectation(description: "healthKit:StepCount:setup:success received in JS")
        TestEventSink.shared.expect("healthKit:StepCount:setup:success", fulfilling: setUp)

        RCTAppleHealthKit().initializeBackgroundObservers(bridge)

        wait(for: [setUp], timeout: 15)
    }
}
