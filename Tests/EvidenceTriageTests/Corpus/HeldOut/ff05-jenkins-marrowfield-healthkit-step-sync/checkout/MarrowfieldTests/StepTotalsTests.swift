//
//  StepTotalsTests.swift
//  MarrowfieldTests
//

import XCTest
@testable import Marrowfield

final class StepTotalsTests: XCTestCase {
    private let day = DateInterval(start: ISO8601DateFormatter().date(from: "2026-12-01T00:00:00Z")!, duration: 86_400)

    func testSumsPhoneOnlySamples() {
        let samples = [StepSample.fixture(hour: 8, count: 1_200, source: "com.apple.health.phone"),
                       StepSample.fixture(hour: 12, count: 3_400, source: "com.apple.health.phone")]
        XCTAssertEqual(StepTotals.total(of: samples, on: day), 4_600)
    }

    /// The same walk is recorded by the iPhone and the Apple Watch. Health
    /// shows 5 930 steps for the day; the ring must not count the walk twice.
    func testWatchAndPhoneSamplesAreNotDoubleCounted() {
        let samples = [StepSample.fixture(hour: 8, count: 1_200, source: "com.apple.health.phone"),
                       StepSample.fixture(hour: 17, count: 4_730, source: "com.apple.health.phone"),
                       StepSample.fixture(hour: 17, count: 4_730, source: "com.apple.health.watch")]
        XCTAssertEqual(StepTotals.total(of: samples, on: day), 5_930)
    }
}
