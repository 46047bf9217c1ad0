import BackgroundTasks
import EvidenceRecorder
import Flutter
import Foundation
import os

/// Native side of background generation. The streamed generation itself runs
/// in Dart (UIBackgroundTask + network stream); the BGTasks are meant to give
/// an interrupted generation another chance to finish.
final class BackgroundGenerationHandler {
  static let refreshIdentifier = "com.inkwellhq.inkwell.generation.refresh"
  static let processingIdentifier = "com.inkwellhq.inkwell.generation.processing"

  private let log = Logger(subsystem: "com.inkwellhq.inkwell", category: "BGTask")
  private let recorder = EvidenceRecorder(
    fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence/diagnostics.jsonl"))
  private var channel: FlutterMethodChannel?

  private var refreshEnabled: Bool {
    UserDefaults.standard.bool(forKey: "flutter.bg_generation_enabled")
  }

  private var activeSession: Bool {
    UserDefaults.standard.string(forKey: "flutter.bg_generation_active_draft") != nil
  }

  func registerBackgroundTasks() {
    for (identifier, kind) in [(Self.refreshIdentifier, TaskKind.appRefresh),
                               (Self.processingIdentifier, TaskKind.processing)] {
      let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { [weak self] task in
        self?.handleBackgroundTask(task)
      }
      NSLog("[BGTask] register %@ -> %@", identifier, ok ? "true" : "false")
      try? recorder.record(try! TaskIdentifier(identifier), kind: kind, phase: .registration,
                           outcome: ok ? .succeeded : .failed,
                           error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
  }

  func attach(to messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: "inkwell/background_generation", binaryMessenger: messenger)
    channel.setMethodCallHandler { [weak self] call, result in
      switch call.method {
      case "schedule":
        self?.scheduleBackgroundTasks()
        result(nil)
      case "scheduleRefreshOnly":
        self?.submitRefresh()
        result(nil)
      default:
        result(FlutterMethodNotImplemented)
      }
    }
    self.channel = channel
  }

  func scheduleBackgroundTasks() {
    submitRefresh()

    let processing = BGProcessingTaskRequest(identifier: Self.processingIdentifier)
    processing.requiresNetworkConnectivity = true
    processing.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
    submit(processing, kind: .processing, note: "requiresNetwork=1")
  }

  private func submitRefresh() {
    let refresh = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
    refresh.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
    submit(refresh, kind: .appRefresh, note: nil)
  }

  private func submit(_ request: BGTaskRequest, kind: TaskKind, note: String?) {
    let id = try! TaskIdentifier(request.identifier)
    do {
      try BGTaskScheduler.shared.submit(request)
      NSLog("[BGTask] submit %@ earliestBegin=+900s%@ -> ok", request.identifier, note.map { " \($0)" } ?? "")
      try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
    } catch {
      NSLog("[BGTask] submit %@ -> %@", request.identifier, String(describing: error))
      try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
    }
  }

  private func handleBackgroundTask(_ task: BGTask) {
    let kind: TaskKind = task is BGProcessingTask ? .processing : .appRefresh
    let id = try! TaskIdentifier(task.identifier)
    try? recorder.record(id, kind: kind, phase: .launch, outcome: .succeeded)
    NSLog("[BGTask] handle %@ refreshEnabled=%d activeSession=%d",
          task.identifier, refreshEnabled ? 1 : 0, activeSession ? 1 : 0)

    // Keep the registration alive for the next wake-up.
    if refreshEnabled { scheduleBackgroundTasks() }

    NSLog("[BGTask] setTaskCompleted(success: true) %@", task.identifier)
    try? recorder.record(id, kind: kind, phase: .completion, outcome: .succeeded)
    task.setTaskCompleted(success: true)
  }
}
