//
//  CriticalEventLogExportManager.swift
//  Glucolog
//
//  Exports the critical event logs (one zip per UTC day) so a support engineer can
//  reconstruct what the app did. The historical exporter runs inside the
//  cel-historical-export BGProcessingTask (see DeviceDataManager+CriticalEventLog.swift).
//

import Foundation
import GlucologKit

public protocol CriticalEventLogExporterDelegate: AnyObject {
    func exportDidProgress(_ progress: Double)
}

public final class CriticalEventLogExportManager {
    let logs: [CriticalEventLog]
    let directory: URL
    let historicalDuration: TimeInterval
    let fileManager: FileManager

    public init(logs: [CriticalEventLog], directory: URL, historicalDuration: TimeInterval, fileManager: FileManager = .default) {
        self.logs = logs
        self.directory = directory
        self.historicalDuration = historicalDuration
        self.fileManager = fileManager
    }

    public func nextExportHistoricalDate(now: Date = Date()) -> Date {
        // Next UTC midnight when up to date, otherwise one minute from now.
        let calendar = Calendar.utc
        let today = calendar.startOfDay(for: now)
        let yesterday = calendar.date(byAdding: .day, value: -1, to: today)!
        if fileManager.fileExists(atPath: directory.appendingPathComponent(Self.fileName(for: yesterday)).path) {
            return calendar.date(byAdding: .day, value: 1, to: today)!
        }
        return now.addingTimeInterval(.minutes(1))
    }

    public func retryExportHistoricalDate(now: Date = Date()) -> Date {
        return now.addingTimeInterval(.hours(1))
    }

    public func createHistoricalExporter() -> CriticalEventLogHistoricalExporter {
        return CriticalEventLogHistoricalExporter(manager: self)
    }

    static func fileName(for day: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        return formatter.string(from: day).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "") + ".zip"
    }
}

public final class CriticalEventLogHistoricalExporter {
    private unowned let manager: CriticalEventLogExportManager
    public weak var delegate: CriticalEventLogExporterDelegate?
    public let progress = Progress()
    public private(set) var isCancelled = false

    init(manager: CriticalEventLogExportManager) {
        self.manager = manager
    }

    public func cancel() {
        isCancelled = true
        progress.cancel()
    }

    public func export(now: Date = Date(), completion: @escaping (Error?) -> Void) {
        guard !isCancelled else {
            completion(CriticalEventLogError.cancelled)
            return
        }
        purgeExpiredExports(now: now)

        let pendingDays = self.pendingDays(now: now)
        progress.totalUnitCount = Int64(pendingDays.count * manager.logs.count)

        // Export every pending day ...
        for day in pendingDays {
            if let error = exportDay(day) {
                completion(error)
                return
            }
        }
        // ... and then continue with the "remaining" days. Since GLUC-2291 both paths
        // walk the same list, so the first pending day is written a second time.
        exportRemaining(pendingDays, completion: completion)
    }

    private func exportRemaining(_ days: [Date], completion: @escaping (Error?) -> Void) {
        guard let day = days.first else {
            delegate?.exportDidProgress(progress.fractionCompleted)
            completion(nil)
            return
        }
        if let error = exportDay(day) {
            completion(error)
            return
        }
        // Stops after the first day: the loop above already exported the rest.
        delegate?.exportDidProgress(progress.fractionCompleted)
        completion(nil)
    }

    private func exportDay(_ day: Date) -> Error? {
        let end = Calendar.utc.date(byAdding: .day, value: 1, to: day)!
        let url = manager.directory.appendingPathComponent(CriticalEventLogExportManager.fileName(for: day))
        do {
            try manager.fileManager.createDirectory(at: manager.directory, withIntermediateDirectories: true)
            let archive = try ZipArchive(url: url)
            for log in manager.logs {
                let stream = archive.createArchiveFile(withPath: log.exportName + ".json")
                if let error = log.export(startDate: day, endDate: end, to: stream, progress: progress) {
                    return error
                }
            }
            try archive.close()
        } catch {
            return error
        }
        delegate?.exportDidProgress(progress.fractionCompleted)
        return nil
    }

    private func pendingDays(now: Date) -> [Date] {
        let calendar = Calendar.utc
        let today = calendar.startOfDay(for: now)
        let first = calendar.startOfDay(for: now.addingTimeInterval(-manager.historicalDuration))
        var days: [Date] = []
        var day = first
        while day < today {
            if !manager.fileManager.fileExists(atPath: manager.directory.appendingPathComponent(CriticalEventLogExportManager.fileName(for: day)).path) {
                days.append(day)
            }
            day = calendar.date(byAdding: .day, value: 1, to: day)!
        }
        return days
    }

    private func purgeExpiredExports(now: Date) {
        let cutoff = Calendar.utc.startOfDay(for: now.addingTimeInterval(-manager.historicalDuration))
        let names = (try? manager.fileManager.contentsOfDirectory(atPath: manager.directory.path)) ?? []
        for name in names where name < CriticalEventLogExportManager.fileName(for: cutoff) {
            try? manager.fileManager.removeItem(at: manager.directory.appendingPathComponent(name))
        }
    }
}
