//
//  SettingsStoreTests.swift
//  HarborlightTests
//

import XCTest
@testable import Harborlight

final class SettingsStoreTests: XCTestCase {
    func testUnitsDefaultToMetric() {
        let store = SettingsStore(defaults: UserDefaults(suiteName: "SettingsStoreTests.units")!)
        XCTAssertEqual(store.units, .metric)
    }

    func testRecordLaunchIncrementsCount() {
        // SettingsStore.shared is backed by UserDefaults.standard of the host app.
        let store = SettingsStore.shared
        let manager = RatingPromptManager(settings: store, clock: SystemClock())
        manager.recordLaunch()
        XCTAssertEqual(store.launchCount, 1, "a fresh store counts one launch")
    }
}
