import XCTest
@testable import Runner

final class FakeTaskScheduler: TaskScheduling {
  private(set) var pending: Set<String> = []
  func submit(identifier: String) throws { pending.insert(identifier) }
  func cancel(identifier: String) { pending.remove(identifier) }
  func cancelAll() { pending.removeAll() }
}

final class ConsentStoreTests: XCTestCase {
  func testWithdrawingConsentCancelsPendingResearchTasks() throws {
    let scheduler = FakeTaskScheduler()
    let consent = ConsentStore(scheduler: scheduler, defaults: UserDefaults(suiteName: "ConsentStoreTests")!)
    try consent.join(studyID: "sleep-2027")
    XCTAssertEqual(scheduler.pending, ["dev.dunlin.study.upload", "dev.dunlin.study.upload-fallback"])
    consent.withdraw()
    XCTAssertTrue(scheduler.pending.isEmpty, "withdrawn participants must not have uploads scheduled")
  }
}
