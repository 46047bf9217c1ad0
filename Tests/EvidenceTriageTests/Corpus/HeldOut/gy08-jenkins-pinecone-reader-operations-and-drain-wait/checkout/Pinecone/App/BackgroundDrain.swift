// Pinecone
import BackgroundTasks
import EvidenceRecorder
import Foundation
import PineconeKit

enum BackgroundDrain {
  static let identifier = try! TaskIdentifier("com.pineconereader.app.sync-drain")
  static let recorder = EvidenceRecorder(
    fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence/diagnostics.jsonl"))

  static func register(queue: SyncQueue) {
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
      try? recorder.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
      let drain = Task { await queue.drain() }
      task.expirationHandler = { drain.cancel() }
      Task {
        await drain.value
        try? recorder.record(identifier, kind: .processing, phase: .completion, outcome: .succeeded)
        task.setTaskCompleted(success: true)
      }
    }
    try? recorder.record(identifier, kind: .processing, phase: .registration,
                         outcome: ok ? .succeeded : .failed,
                         error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
  }

  static func schedule() {
    let request = BGProcessingTaskRequest(identifier: identifier.rawValue)
    request.requiresNetworkConnectivity = true
    request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
    do {
      try BGTaskScheduler.shared.submit(request)
      try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
    } catch {
      try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
    }
  }
}
