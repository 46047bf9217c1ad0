import XCTest
import Shared

final class ReminderCopyTests: XCTestCase {
  func testReminderBodyLoadsFromComposeResources() async throws {
    // ReminderCopy reads files/reminder_copy.json through Compose Multiplatform
    // resources (Res.readBytes), bundled under compose-resources/ in the app.
    var body: String?
    do {
      body = try await ReminderCopy.shared.body(kind: .dailyStudy)
    } catch {
      XCTFail("loading reminder copy failed: \(error)")
    }
    XCTAssertEqual(body, "Time for today's tessellation!")
  }

  func testFallbackCopyIsNotEmpty() {
    XCTAssertFalse(ReminderCopy.shared.fallbackBody.isEmpty)
  }
}
