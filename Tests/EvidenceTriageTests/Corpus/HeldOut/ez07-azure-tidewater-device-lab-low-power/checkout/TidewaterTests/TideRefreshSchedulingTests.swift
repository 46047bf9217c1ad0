//
//  TideRefreshSchedulingTests.swift
//  TidewaterTests
//
//  Device-only. Hosted in Tidewater.app.
//

import BackgroundTasks
import XCTest
@testable import Tidewater

final class TideRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        DeviceStateLogger.log(name)
    }

    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSubmitsTideRefreshOnBackground() {
        XCTAssertNoThrow(try TideBackgroundScheduler().scheduleTideRefresh())
    }
}
