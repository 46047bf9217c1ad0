//
//  BackgroundTaskRegistry.swift
//  Cut
//
//  Every BGTaskScheduler identifier the app registers. Registered from
//  application(_:didFinishLaunchingWithOptions:) before it returns.
//

import BackgroundTasks
import Foundation

enum BackgroundTaskRegistry {
    /// Nightly processing task that prunes orphaned thumbnails and proxy media.
    static let thumbnailCleanup = "com.marram.cut.thumbnail-cleanup"
    /// Catalog refresh (BGAppRefreshTask).
    static let catalogRefresh = "com.marram.cut.catalog-refresh"
    /// Prefix for BGContinuedProcessingTask exports; Info.plist permits "com.marram.cut.export.*".
    static let exportPrefix = "com.marram.cut.export."

    static var launchIdentifiers: [String] { [thumbnailCleanup, catalogRefresh] }

    static func registerLaunchHandlers(recorder: DiagnosticRecorder,
                                       cleanup: @escaping (BGProcessingTask) -> Void,
                                       refresh: @escaping (BGAppRefreshTask) -> Void) {
        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: thumbnailCleanup, using: nil) {
            cleanup($0 as! BGProcessingTask)
        }
        recorder.record(identifier: thumbnailCleanup, kind: .processing, phase: .registration,
                        outcome: cleanupOK ? .succeeded : .failed)

        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: catalogRefresh, using: nil) {
            refresh($0 as! BGAppRefreshTask)
        }
        recorder.record(identifier: catalogRefresh, kind: .appRefresh, phase: .registration,
                        outcome: refreshOK ? .succeeded : .failed)
    }
}
