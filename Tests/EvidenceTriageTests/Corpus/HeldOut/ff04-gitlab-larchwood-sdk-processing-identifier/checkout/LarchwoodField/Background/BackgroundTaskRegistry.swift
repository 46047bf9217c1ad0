//
//  BackgroundTaskRegistry.swift
//  LarchwoodField
//

import BackgroundTasks
import Foundation
import os

enum BackgroundTaskRegistry {
    static let refreshIdentifier = "com.larchwood.field.refresh"
    static let maintenanceIdentifier = "com.larchwood.field.maintenance"

    private static let log = Logger(subsystem: "com.larchwood.field", category: "bgtasks")

    static func registerAppTasks() {
        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshIdentifier, using: nil) { task in
            InspectionSyncAdapter.shared.handle(refresh: task as! BGAppRefreshTask)
        }
        DiagnosticsLog.shared.append(identifier: refreshIdentifier, kind: .appRefresh, phase: .registration,
                                     outcome: refresh ? .succeeded : .failed,
                                     errorType: refresh ? nil : "BGTaskScheduler.registrationRejected")

        let maintenance = BGTaskScheduler.shared.register(forTaskWithIdentifier: maintenanceIdentifier, using: nil) { task in
            MaintenanceAdapter.shared.handle(task: task as! BGProcessingTask)
        }
        DiagnosticsLog.shared.append(identifier: maintenanceIdentifier, kind: .processing, phase: .registration,
                                     outcome: maintenance ? .succeeded : .failed,
                                     errorType: maintenance ? nil : "BGTaskScheduler.registrationRejected")
    }

    static func recordSDKRegistration(identifier: String, succeeded: Bool) {
        DiagnosticsLog.shared.append(identifier: identifier, kind: .processing, phase: .registration,
                                     outcome: succeeded ? .succeeded : .failed,
                                     errorType: succeeded ? nil : "BGTaskScheduler.registrationRejected")
        if !succeeded {
            log.error("MeadowKit background sync not registered for \(identifier, privacy: .public)")
        }
    }
}
