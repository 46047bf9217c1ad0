//
//  LocationRelaunchTests.swift
//  CirrusTests
//
//  Auto-upload relies on significant-location-change monitoring to relaunch the app
//  in the background. After a relaunch, monitoring has to be started again.
//

import CoreLocation
import XCTest
@testable import Cirrus

final class LocationRelaunchTests: XCTestCase {
    private var locationManager: FakeLocationManager!
    private var settings: AutoUploadSettings!
    private var monitor: SignificantChangeMonitor!

    override func setUp() {
        super.setUp()
        locationManager = FakeLocationManager()
        settings = AutoUploadSettings(defaults: UserDefaults(suiteName: "LocationRelaunchTests")!)
        settings.removeAll()
        monitor = SignificantChangeMonitor(manager: locationManager, settings: settings)
    }

    func testLegacyLaunchWithLocationKeyReArmsMonitoring() {
        settings.backgroundLocationUploadEnabled = true

        monitor.applicationDidFinishLaunching(options: [.location: true])

        XCTAssertTrue(locationManager.isMonitoringSignificantChanges)
    }

    /// Under the scene-based lifecycle the system relaunches us for a location event
    /// without `launchOptions[.location]`, so re-arming must not depend on that key.
    func testSceneLaunchReArmsSignificantChangeMonitoring() {
        settings.backgroundLocationUploadEnabled = true

        monitor.applicationDidFinishLaunching(options: nil)

        XCTAssertTrue(locationManager.isMonitoringSignificantChanges,
                      "significant-change monitoring must be re-armed on every launch while background upload is enabled")
    }

    func testMonitoringNotStartedWhenFeatureDisabled() {
        settings.backgroundLocationUploadEnabled = false

        monitor.applicationDidFinishLaunching(options: nil)

        XCTAssertFalse(locationManager.isMonitoringSignificantChanges)
    }
}
