//
//  BackgroundFetchLaunchTests.swift
//  HarborBikeTests
//
//  Runs under the shared scheme "Harbor Bike (Background Fetch)", whose launch option
//  "Launch due to a background fetch event" is ticked: the host app is expected to start
//  in the background and receive a fetch before any UI appears.
//

import XCTest
@testable import Harbor_Bike

class BackgroundFetchLaunchTests: XCTestCase {
    func testLaunchDueToBackgroundFetchRunsSync() {
        let delivered = expectation(description: "performFetch delivered at launch")
        let token = NotificationCenter.default.addObserver(forName: .harborBackgroundFetchDelivered,
                                                           object: nil, queue: .main) { _ in
            delivered.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        XCTAssertNotEqual(UIApplication.shared.applicationState, .active,
                          "host app should have been launched into the background")
        waitForExpectations(timeout: 30)
    }
}
