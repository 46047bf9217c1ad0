import BackgroundTasks

/// Nightly soil-moisture model recompute (native BGProcessingTask).
enum SoilModelTask {
  static let identifier = "com.orchardline.app.soil-model"

  static func register() {
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
      SoilModel.recompute { success in task.setTaskCompleted(success: success) }
    }
    TaskRecorder.shared.record(identifier, kind: "processing", phase: "registration",
                               outcome: ok ? "succeeded" : "failed")
  }

  static func schedule() throws {
    let request = ProcessingRequestFactory.make(
      identifier: identifier,
      constraints: ProcessingConstraints(requiresCharging: true, requiresNetwork: false),
      earliestBegin: Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 3),
                                               matchingPolicy: .nextTime))
    try BGTaskScheduler.shared.submit(request)
  }
}
