//
//  MaintenanceScheduler.swift
//  LarchwoodField
//
//  Nightly maintenance: compacts the photo cache and vacuums the inspections
//  database while the device is charging.
//

import BackgroundTasks
import Foundation
import os

struct MaintenanceScheduler {
    private let log = Logger(subsystem: "com.larchwood.field", category: "bgtasks")

    func submitNightlyMaintenance(now: Date = Date()) throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskRegistry.maintenanceIdentifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Calendar.current.nextDate(after: now,
                                                              matching: DateComponents(hour: 2),
                                                              matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsLog.shared.append(identifier: request.identifier, kind: .processing, phase: .submission,
                                         outcome: .succeeded, errorType: nil)
        } catch {
            let nsError = error as NSError
            log.error("Could not submit maintenance request: \(error.localizedDescription, privacy: .public)")
            DiagnosticsLog.shared.append(identifier: request.identifier, kind: .processing, phase: .submission,
                                         outcome: .failed, errorType: "\(nsError.domain):\(nsError.code)")
            throw error
        }
    }
}
