import WidgetKit
import XCTest

final class DepartureWidgetProviderTests: XCTestCase {
  private let cal = Calendar(identifier: .gregorian)

  func testEntriesSkipPastSailings() {
    let now = Date(timeIntervalSince1970: 1_796_300_000)
    let deps = [now.addingTimeInterval(-600), now.addingTimeInterval(900)]
    XCTAssertEqual(DepartureTimelineBuilder().entries(route: "Rosshaven–Inishmaan", departures: deps, now: now).count, 1)
  }

  func testTimelineReloadsAfterLastSailing() {
    let now = Date(timeIntervalSince1970: 1_796_300_000)
    let last = now.addingTimeInterval(3 * 3600)
    let policy = DepartureTimelineBuilder().reloadPolicy(departures: [now.addingTimeInterval(600), last], now: now)
    XCTAssertEqual(policy, .after(last.addingTimeInterval(60)))
  }
}
