#if DEBUG
import Flutter
import workmanager_apple

/// Runs a workmanager task the way the plugin does when iOS launches one:
/// a fresh headless FlutterEngine, the registrant callback from AppDelegate,
/// then `callbackDispatcher` with the task name. Used by RunnerTests only;
/// no BGTaskScheduler involved.
final class WorkmanagerDebugHarness {
  enum Outcome: String { case success, retry, failure }

  static func run(task identifier: String, kind: TaskRecorder.Kind,
                  timeout: TimeInterval = 20) -> Outcome? {
    TaskRecorder.shared.record(identifier, kind: kind, phase: .launch, outcome: .succeeded)
    let engine = FlutterEngine(name: "workmanager-debug-\(identifier)", project: nil,
                               allowHeadlessExecution: true)
    let semaphore = DispatchSemaphore(value: 0)
    var outcome: Outcome?
    WorkmanagerPlugin.debugExecute(engine: engine, identifier: identifier) { result in
      outcome = result ? .success : .retry
      TaskRecorder.shared.record(identifier, kind: kind, phase: .completion,
                                 outcome: result ? .succeeded : .failed)
      semaphore.signal()
    }
    _ = semaphore.wait(timeout: .now() + timeout)
    return outcome
  }
}
#endif
