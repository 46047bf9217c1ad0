//
//  TileReindexSchedulingTests.swift
//  QuarryTests
//
//  Runs hosted in Quarry.app on a lab device (nightly, Release configuration).
//

import BackgroundTasks
import EvidenceRecorder
import XCTest
@testable import Quarry

final class TileReindexSchedulingTests: XCTestCase {
    private var records: DiagnosticsReader!

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        records = DiagnosticsReader(fileURL: BackgroundTasks.recorder.fileURL)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testTileReindexHandlerIsRegistered() throws {
        let registration = try records.last(identifier: BackgroundTasks.tileReindex.rawValue, phase: .registration)
        XCTAssertEqual(registration?.outcome, .succeeded)
    }

    func testSubmitsReindexWhenSurveyClosed() {
        let survey = Survey.fixture(closedAt: Date())
        XCTAssertNoThrow(try TileReindexScheduler().scheduleReindex(after: survey))
    }

    func testOvernightReindexRunsAfterSubmission() throws {
        let launched = expectation(description: "tile-reindex launched")
        let token = NotificationCenter.default.addObserver(forName: .tileReindexDidLaunch, object: nil, queue: .main) { _ in
            launched.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        try? TileReindexScheduler().scheduleReindex(after: Survey.fixture(closedAt: Date()))
        BGTaskScheduler.shared.simulateLaunchForTesting(identifier: BackgroundTasks.tileReindex.rawValue)

        wait(for: [launched], timeout: 120)
    }
}
