//
//  BackgroundTaskRegistrar.swift
//  Tallyho
//

import BackgroundTasks
import Foundation

enum BackgroundTaskIDs {
    static var ledgerExport: String { Bundle.main.bundleIdentifier! + ".ledger-export" }
    static var balanceRefresh: String { Bundle.main.bundleIdentifier! + ".balance-refresh" }
}

final class BackgroundTaskRegistrar {
    private let recorder: DiagnosticRecorder
    private let exportJob: () -> LedgerExportJob

    init(recorder: DiagnosticRecorder, exportJob: @escaping () -> LedgerExportJob) {
        self.recorder = recorder
        self.exportJob = exportJob
    }

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    func registerAll() {
        let exportOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskIDs.ledgerExport, using: nil) { task in
            self.handleExport(task as! BGProcessingTask)
        }
        recorder.record(identifier: BackgroundTaskIDs.ledgerExport, kind: .processing, phase: .registration,
                        outcome: exportOK ? .succeeded : .failed, errorType: nil)

        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskIDs.balanceRefresh, using: nil) { task in
            self.handleRefresh(task as! BGAppRefreshTask)
        }
        recorder.record(identifier: BackgroundTaskIDs.balanceRefresh, kind: .appRefresh, phase: .registration,
                        outcome: refreshOK ? .succeeded : .failed, errorType: nil)
    }

    private func handleExport(_ task: BGProcessingTask) {
        let work = Task {
            do {
                try await exportJob().run(month: .current)
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }

    private func handleRefresh(_ task: BGAppRefreshTask) {
        task.setTaskCompleted(success: true)
    }
}
