//
//  StepUploadTask.swift
//  StrideKit
//

import BackgroundTasks
import EvidenceRecorder

public enum StepUploadTask {
    public static let identifier = try! TaskIdentifier("com.stridechallenge.app.step-upload")
    public static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from application(_:didFinishLaunchingWithOptions:).
    public static func register(uploader: @escaping (BGProcessingTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            try? recorder.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            uploader(task as! BGProcessingTask)
        }
        try? recorder.record(identifier, kind: .processing, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    public static func schedule() {
        let request = BGProcessingTaskRequest(identifier: identifier.rawValue)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
