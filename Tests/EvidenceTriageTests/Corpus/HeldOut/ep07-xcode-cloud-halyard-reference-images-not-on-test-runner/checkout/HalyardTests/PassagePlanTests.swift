//
//  PassagePlanTests.swift
//  HalyardTests
//

import XCTest
@testable import Halyard

final class PassagePlanTests: XCTestCase {
    func testETAInSlackWater() {
        let hours = PassagePlanner().estimatedHours(distanceNM: 12, boatSpeedKnots: 6, course: 90,
                                                    stream: TidalStream(setDegrees: 0, driftKnots: 0))
        XCTAssertEqual(hours, 2, accuracy: 0.001)
    }

    func testETAWithFairTide() {
        // A 2 kn stream setting the same way as the course: 6 + 2 = 8 kn over the ground.
        let hours = PassagePlanner().estimatedHours(distanceNM: 12, boatSpeedKnots: 6, course: 90,
                                                    stream: TidalStream(setDegrees: 90, driftKnots: 2))
        XCTAssertEqual(hours, 1.5, accuracy: 0.001)
    }
}
