//
//  LedgerExportJobTests.swift
//  TallyhoTests
//

import XCTest
@testable import Tallyho

private struct SlowLedgerSource: LedgerSource {
    let count: Int
    func rows(for month: LedgerMonth) async throws -> [LedgerRow] {
        (0..<count).map { LedgerRow(id: "r\($0)", payer: "A", amountCents: 100 + $0, memo: "row \($0)") }
    }
}

final class LedgerExportJobTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("LedgerExportJobTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testExportWritesAllRows() async throws {
        let job = LedgerExportJob(source: SlowLedgerSource(count: 450), exportsDirectory: directory, batchSize: 100)
        let url = try await job.run(month: LedgerMonth(year: 2026, month: 10))
        let lines = try String(contentsOf: url).split(separator: "\n")
        XCTAssertEqual(lines.count, 451)
    }

    func testCancelledExportRemovesPartialFile() async throws {
        let job = LedgerExportJob(source: SlowLedgerSource(count: 5_000), exportsDirectory: directory, batchSize: 10)
        let month = LedgerMonth(year: 2026, month: 11)
        let task = Task { try await job.run(month: month) }
        try await Task.sleep(nanoseconds: 2_000_000)
        task.cancel()
        _ = await task.result

        XCTAssertFalse(FileManager.default.fileExists(atPath: job.partialURL(for: month).path),
                       "cancelled export left \(job.partialURL(for: month).lastPathComponent) behind")
        XCTAssertFalse(FileManager.default.fileExists(atPath: job.finalURL(for: month).path))
    }
}
