//
//  CriticalEventLogExportManagerTests.swift
//  GlucologTests
//

import XCTest
import Foundation
import GlucologKit
@testable import Glucolog

fileprivate let now = ISO8601DateFormatter().date(from: "2026-11-30T12:13:14-0700")!

final class CriticalEventLogExportManagerTests: XCTestCase {
    var fileManager: FileManager!
    var logs: [MockCriticalEventLog]!
    var directory: URL!
    var manager: CriticalEventLogExportManager!
    var delegate: MockCriticalEventLogExporterDelegate!

    override func setUp() {
        super.setUp()
        fileManager = FileManager.default
        logs = [MockCriticalEventLog(name: "One", progressUnitCount: 1),
                MockCriticalEventLog(name: "Two", progressUnitCount: 2),
                MockCriticalEventLog(name: "Three", progressUnitCount: 3)]
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        manager = CriticalEventLogExportManager(logs: logs, directory: directory, historicalDuration: .days(5), fileManager: fileManager)
        delegate = MockCriticalEventLogExporterDelegate()
    }

    override func tearDown() {
        try? fileManager.removeItem(atPath: directory.path)
        delegate = nil
        manager = nil
        directory = nil
        logs = nil
        fileManager = nil
        super.tearDown()
    }

    func testNextExportHistoricalDateWhenUpToDate() {
        XCTAssertNoThrow(try fileManager.createDirectory(at: directory, withIntermediateDirectories: true))
        XCTAssertTrue(fileManager.createFile(atPath: directory.appendingPathComponent("20261129T000000Z.zip").path, contents: nil))
        XCTAssertEqual(manager.nextExportHistoricalDate(now: now), ISO8601DateFormatter().date(from: "2026-12-01T00:00:00Z"))
    }

    func testNextExportHistoricalDateWhenNotUpToDate() {
        XCTAssertNoThrow(try fileManager.createDirectory(at: directory, withIntermediateDirectories: true))
        XCTAssertTrue(fileManager.createFile(atPath: directory.appendingPathComponent("20261128T000000Z.zip").path, contents: nil))
        XCTAssertEqual(manager.nextExportHistoricalDate(now: now), ISO8601DateFormatter().date(from: "2026-11-30T19:14:14Z"))
    }

    func testRetryExportHistoricalDate() {
        XCTAssertEqual(manager.retryExportHistoricalDate(now: now), ISO8601DateFormatter().date(from: "2026-11-30T20:13:14Z"))
    }

    func testExportHistoricalInvokesEachLogOnce() {
        let completionExpectation = expectation(description: "Export completion")

        // Five pending days (25th ... 29th): every log is exported exactly once per day.
        logs.forEach { $0.exportExpectation = self.expectation(description: $0.name, expectedFulfillmentCount: 5) }

        let exporter = manager.createHistoricalExporter()
        exporter.delegate = delegate

        exporter.export(now: now) { error in
            XCTAssertNil(error)
            XCTAssertFalse(exporter.isCancelled)
            XCTAssertTrue(self.fileManager.isReadableFile(atPath: self.directory.appendingPathComponent("20261129T000000Z.zip").path))
            XCTAssertFalse(self.fileManager.isReadableFile(atPath: self.directory.appendingPathComponent("20261130T000000Z.zip").path))
            XCTAssertEqual(self.delegate.progress!, 1.0)
            completionExpectation.fulfill()
        }

        wait(for: [completionExpectation] + logs.map { $0.exportExpectation! }, timeout: 10)
    }

    func testExportHistoricalPartial() {
        let completionExpectation = expectation(description: "Export completion")
        XCTAssertNoThrow(try fileManager.createDirectory(at: directory, withIntermediateDirectories: true))
        for name in ["20261125T000000Z.zip", "20261126T000000Z.zip", "20261127T000000Z.zip", "20261128T000000Z.zip"] {
            XCTAssertTrue(fileManager.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil))
        }
        // One pending day: the loop and the "remaining" path coincide, so this still passes.
        logs.forEach { $0.exportExpectation = self.expectation(description: $0.name, expectedFulfillmentCount: 2) }
        let exporter = manager.createHistoricalExporter()
        exporter.export(now: now) { error in
            XCTAssertNil(error)
            completionExpectation.fulfill()
        }
        wait(for: [completionExpectation] + logs.map { $0.exportExpectation! }, timeout: 10)
    }

    func testExportHistoricalPurge() {
        let completionExpectation = expectation(description: "Export completion")
        XCTAssertNoThrow(try fileManager.createDirectory(at: directory, withIntermediateDirectories: true))
        XCTAssertTrue(fileManager.createFile(atPath: directory.appendingPathComponent("20261123T000000Z.zip").path, contents: nil))
        let exporter = manager.createHistoricalExporter()
        exporter.export(now: now) { error in
            XCTAssertNil(error)
            XCTAssertFalse(self.fileManager.isReadableFile(atPath: self.directory.appendingPathComponent("20261123T000000Z.zip").path))
            completionExpectation.fulfill()
        }
        wait(for: [completionExpectation], timeout: 10)
    }

    func testExportHistoricalCancelled() {
        let completionExpectation = expectation(description: "Export completion")
        let exporter = manager.createHistoricalExporter()
        exporter.cancel()
        exporter.export(now: now) { error in
            XCTAssertEqual(error as? CriticalEventLogError, CriticalEventLogError.cancelled)
            XCTAssertTrue(exporter.isCancelled)
            completionExpectation.fulfill()
        }
        wait(for: [completionExpectation], timeout: 10)
    }
}

final class MockCriticalEventLog: CriticalEventLog {
    var name: String
    var progressUnitCount: Int64
    var error: Error?
    var exportExpectation: XCTestExpectation?

    init(name: String, progressUnitCount: Int64) {
        self.name = name
        self.progressUnitCount = progressUnitCount
    }

    var exportName: String { name }

    func export(startDate: Date, endDate: Date, to stream: OutputStream, progress: Progress) -> Error? {
        exportExpectation?.fulfill()
        guard !progress.isCancelled else {
            return CriticalEventLogError.cancelled
        }
        if let error = error {
            return error
        }
        do {
            try stream.write(name)
        } catch let error {
            return error
        }
        progress.completedUnitCount += progressUnitCount
        return nil
    }
}

final class MockCriticalEventLogExporterDelegate: CriticalEventLogExporterDelegate {
    var progress: Double?
    func exportDidProgress(_ progress: Double) { self.progress = progress }
}

fileprivate extension XCTestCase {
    func expectation(description: String, expectedFulfillmentCount: Int) -> XCTestExpectation {
        let expectation = self.expectation(description: description)
        expectation.expectedFulfillmentCount = expectedFulfillmentCount
        return expectation
    }
}
