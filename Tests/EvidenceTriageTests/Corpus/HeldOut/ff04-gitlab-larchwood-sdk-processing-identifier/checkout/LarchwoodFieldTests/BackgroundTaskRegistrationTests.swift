//
//  BackgroundTaskRegistrationTests.swift
//  LarchwoodFieldTests
//
//  Reads the diagnostics the host app wrote at launch
//  (Library/Caches/evidence/diagnostics.jsonl).
//

import XCTest
@testable import LarchwoodField

final class BackgroundTaskRegistrationTests: XCTestCase {

    private func registrationRecords() throws -> [DiagnosticRecord] {
        try DiagnosticsLog.shared.flush()
        return try DiagnosticsLog.shared.readAll().filter { $0.phase == .registration }
    }

    func testAppTasksRegistered() throws {
        let ids = try registrationRecords().filter { $0.outcome == .succeeded }.map(\.identifier)
        XCTAssertTrue(ids.contains(BackgroundTaskRegistry.refreshIdentifier))
        XCTAssertTrue(ids.contains(BackgroundTaskRegistry.maintenanceIdentifier))
    }

    func testEveryRegistrationRecordSucceeded() throws {
        let failed = try registrationRecords().filter { $0.outcome != .succeeded }.map(\.identifier)
        XCTAssertEqual(failed, [], "registrations that failed")
    }
}
