//
//  LedgerExportJob.swift
//  Tallyho
//
//  Runs from the BGProcessingTask "com.brightreed.tallyho.dev.ledger-export"
//  (BackgroundTaskRegistrar) and from the "Export now" button. Writes the CSV to
//  <exports>/<month>.csv.partial and renames it when the last row is written.
//

import Foundation

protocol LedgerSource {
    func rows(for month: LedgerMonth) async throws -> [LedgerRow]
}

final class LedgerExportJob {
    private let source: LedgerSource
    private let exportsDirectory: URL
    private let fileManager: FileManager
    private let batchSize: Int

    init(source: LedgerSource, exportsDirectory: URL, fileManager: FileManager = .default, batchSize: Int = 200) {
        self.source = source
        self.exportsDirectory = exportsDirectory
        self.fileManager = fileManager
        self.batchSize = batchSize
    }

    func partialURL(for month: LedgerMonth) -> URL {
        exportsDirectory.appendingPathComponent("\(month.slug).csv.partial")
    }

    func finalURL(for month: LedgerMonth) -> URL {
        exportsDirectory.appendingPathComponent("\(month.slug).csv")
    }

    @discardableResult
    func run(month: LedgerMonth) async throws -> URL {
        let rows = try await source.rows(for: month)
        let partial = partialURL(for: month)
        fileManager.createFile(atPath: partial.path, contents: Data(LedgerRow.csvHeader.utf8))
        let handle = try FileHandle(forWritingTo: partial)
        defer { try? handle.close() }
        try handle.seekToEnd()

        for batch in rows.chunked(into: batchSize) {
            // Expiration of the BGProcessingTask cancels the Swift task.
            // NOTE: the partial file is left where it is; the next run overwrites it.
            try Task.checkCancellation()
            let text = batch.map(\.csvLine).joined(separator: "\n") + "\n"
            try handle.write(contentsOf: Data(text.utf8))
            await Task.yield()
        }

        let final = finalURL(for: month)
        if fileManager.fileExists(atPath: final.path) {
            try fileManager.removeItem(at: final)
        }
        try fileManager.moveItem(at: partial, to: final)
        return final
    }
}
