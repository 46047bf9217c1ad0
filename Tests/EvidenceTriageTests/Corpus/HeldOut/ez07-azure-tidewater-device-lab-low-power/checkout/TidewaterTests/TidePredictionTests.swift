//
//  TidePredictionTests.swift
//  TidewaterTests
//

import XCTest
@testable import Tidewater

final class TidePredictionTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    func testHighWaterUsesSecondaryStationOffset() throws {
        let predictor = TidePredictor(reference: .fixture(named: "Boston"))
        let day = try XCTUnwrap(DateComponents(calendar: .init(identifier: .gregorian), timeZone: utc, year: 2026, month: 7, day: 21).date)
        let station = SecondaryStation(name: "Scituate Harbor", highWaterTimeOffsetMinutes: -8, lowWaterTimeOffsetMinutes: 14,
                                       highWaterHeightRatio: 0.97)
        let first = try XCTUnwrap(predictor.highWaters(on: day, at: station).first)
        XCTAssertEqual(first.time, Date(timeIntervalSince1970: 1_784_608_440))    // 04:34 UTC = Boston 04:42 − 8 min
    }
}
