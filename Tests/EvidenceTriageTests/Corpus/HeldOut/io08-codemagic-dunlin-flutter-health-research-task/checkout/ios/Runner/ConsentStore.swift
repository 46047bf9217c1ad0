import Foundation

protocol TaskScheduling {
  func submit(identifier: String) throws
  func cancel(identifier: String)
  func cancelAll()
}

/// Study enrolment. Joining schedules the research upload (and its processing fallback);
/// withdrawing must stop every upload for that participant.
final class ConsentStore {
  private let scheduler: TaskScheduling
  private let defaults: UserDefaults
  static let uploadTasks = ["dev.dunlin.study.upload", "dev.dunlin.study.upload-fallback"]

  init(scheduler: TaskScheduling, defaults: UserDefaults = .standard) {
    self.scheduler = scheduler
    self.defaults = defaults
  }

  func join(studyID: String) throws {
    defaults.set(studyID, forKey: "study.id")
    for id in Self.uploadTasks { try scheduler.submit(identifier: id) }
  }

  func withdraw() {
    defaults.removeObject(forKey: "study.id")
    scheduler.cancel(identifier: "dev.dunlin.study.upload")
  }
}
