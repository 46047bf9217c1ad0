//
//  NightlyBackupScheduler.swift
//  Saltmarsh
//
//  Library backup to the user's iCloud Drive folder, as a BGProcessingTask
//  that needs power and network. Submitted when the scene backgrounds.
//

import BackgroundTasks
import Foundation

final class NightlyBackupScheduler {
    static let identifier = "com.saltmarsh.clips.backup"

    /// Shown in Settings > Backup (and read by UI tests).
    private(set) var status = "not scheduled"

    func submit() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            status = "scheduled"
        } catch {
            status = "submit failed: \(error.localizedDescription)"
        }
    }
}
