//
//  AlertCleanupTask.swift
//  Gullwing (native module)
//
//  BGProcessingTask that prunes expired alerts and their cached map tiles (#233).
//

import BackgroundTasks
import Foundation

@objc(AlertCleanupTask)
final class AlertCleanupTask: NSObject {
    static let identifier = "org.gullwing.alerts.cleanup"

    /// Called from AppDelegate.application(_:didFinishLaunchingWithOptions:).
    @objc static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            AlertPruner.shared.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    /// Exposed to JS as NativeModules.AlertCleanupTask.schedule().
    @objc func schedule(_ resolve: @escaping RCTPromiseResolveBlock, rejecter reject: @escaping RCTPromiseRejectBlock) {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 3), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, .processing, .submission, .succeeded)
            resolve("scheduled")
        } catch {
            let ns = error as NSError
            DiagnosticRecorder.shared.record(Self.identifier, .processing, .submission, .failed, errorType: "\(ns.domain):\(ns.code)")
            reject("E_SCHEDULE", "not permitted (BGTaskScheduler error \(ns.code))", error)
        }
    }
}
