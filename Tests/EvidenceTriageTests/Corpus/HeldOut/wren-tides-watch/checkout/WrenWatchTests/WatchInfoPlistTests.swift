//
//  WatchInfoPlistTests.swift
//  WrenWatchTests
//
//  Bundle.main is the built WrenWatch.app test host.
//

import XCTest

final class WatchInfoPlistTests: XCTestCase {
    func testWorkoutProcessingModeDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "WKBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("workout-processing"),
                      "paddle sessions run an HKWorkoutSession; WKBackgroundModes = \(modes)")
    }

    func testRunsIndependently() {
        XCTAssertEqual(Bundle.main.object(forInfoDictionaryKey: "WKRunsIndependentlyOfCompanionApp") as? Bool, true)
    }
}
