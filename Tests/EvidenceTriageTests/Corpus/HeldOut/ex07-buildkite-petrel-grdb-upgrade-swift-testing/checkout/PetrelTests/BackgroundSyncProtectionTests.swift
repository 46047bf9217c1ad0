import Testing
import UIKit
@testable import Petrel

@Suite struct BackgroundSyncProtectionTests {
  final class FakeApp: BackgroundTaskRunning {
    enum Event: Equatable { case begin(String), end, commit(Int) }
    var events: [Event] = []
    func beginBackgroundTask(named name: String, expiration: @escaping () -> Void) -> UIBackgroundTaskIdentifier {
      events.append(.begin(name)); return UIBackgroundTaskIdentifier(rawValue: 1)
    }
    func endBackgroundTask(_ id: UIBackgroundTaskIdentifier) { events.append(.end) }
  }

  @Test func syncWritesEveryBatch() async throws {
    let api = StubNutritionAPI(changes: .fixture(count: 450))
    let db = try AppDatabase.empty()
    try await NutritionSync(database: db, api: api, app: FakeApp()).run()
    #expect(try await db.writer.read { try Food.fetchCount($0) } == 450)
  }

  @Test func syncHoldsBackgroundTaskUntilCommitsFinish() async throws {
    let app = FakeApp()
    let api = StubNutritionAPI(changes: .fixture(count: 250), onCommit: { app.events.append(.commit($0)) })
    try await NutritionSync(database: try .empty(), api: api, app: app).run()
    #expect(app.events == [.begin("nutrition.sync"), .commit(1), .commit(2), .end])
  }
}
