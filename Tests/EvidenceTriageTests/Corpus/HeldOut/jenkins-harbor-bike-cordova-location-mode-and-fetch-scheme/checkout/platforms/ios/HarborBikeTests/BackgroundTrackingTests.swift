//
//  BackgroundTrackingTests.swift
//  HarborBikeTests
//
//  Ride tracking uses cordova-plugin-background-geolocation in
//  significant-changes-only mode while a rental is open.
//

import CoreLocation
import XCTest
@testable import Harbor_Bike

class BackgroundTrackingTests: XCTestCase {
    var plugin: CDVBackgroundGeolocation!
    var commandDelegate: FakeCommandDelegate!

    override func setUp() {
        super.setUp()
        commandDelegate = FakeCommandDelegate()
        plugin = CDVBackgroundGeolocation()
        plugin.commandDelegate = commandDelegate
        plugin.pluginInitialize()
    }

    func testConfigureAcceptsSignificantChangesOnly() {
        plugin.configure(FakeCommand.with(["useSignificantChangesOnly": true, "stopOnTerminate": false]))

        XCTAssertEqual(commandDelegate.lastResult?.status, CDVCommandStatus_OK.rawValue)
    }

    /// Starting a ride must keep location updates flowing when the rider locks the phone.
    func testStartTrackingEnablesBackgroundUpdates() {
        plugin.configure(FakeCommand.with(["useSignificantChangesOnly": true, "stopOnTerminate": false]))

        plugin.start(FakeCommand.empty)

        XCTAssertTrue(plugin.locationManager.allowsBackgroundLocationUpdates)
        XCTAssertEqual(commandDelegate.lastResult?.status, CDVCommandStatus_OK.rawValue)
    }
}
