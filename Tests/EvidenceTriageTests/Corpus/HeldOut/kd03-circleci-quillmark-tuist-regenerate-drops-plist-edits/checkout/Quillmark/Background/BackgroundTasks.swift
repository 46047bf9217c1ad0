import BackgroundTasks
import Foundation

/// Every BGTaskScheduler identifier Quillmark uses. All of them must also be listed in
/// BGTaskSchedulerPermittedIdentifiers (Project.swift -> appInfoPlist).
enum BackgroundTasks {
    static let sync = "com.quillmark.ios.sync"                       // BGAppRefreshTask
    static let indexRebuild = "com.quillmark.ios.index-rebuild"      // BGProcessingTask
    static let attachmentsPrune = "com.quillmark.ios.attachments-prune" // BGProcessingTask (#412)

    private(set) static var rejectedIdentifiers: [String] = []

    static func registerAll() {
        register(sync, kind: .appRefresh) { SyncRefreshPolicy.shared.handle($0 as! BGAppRefreshTask) }
        register(indexRebuild, kind: .processing) { IndexMaintenanceScheduler.shared.handle($0 as! BGProcessingTask) }
        register(attachmentsPrune, kind: .processing) { AttachmentPruner.shared.handle($0 as! BGProcessingTask) }
    }

    private static func register(_ identifier: String, kind: DiagnosticsRecorder.TaskKind,
                                 handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler)
        NSLog("[BG] register %@ -> %@", identifier, ok ? "true" : "false")
        if !ok { rejectedIdentifiers.append(identifier) }
        DiagnosticsRecorder.shared.record(identifier: identifier, kind: kind, phase: .registration,
                                          succeeded: ok, error: nil)
    }
}
