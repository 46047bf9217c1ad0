import XCTest
@testable import Kiosk

final class NowWidgetProviderTests: XCTestCase {
    let start = Date(timeIntervalSince1970: 1_790_000_000)

    func testBeforeEventEntryShownImmediately() {
        let provider = NowProvider(sessions: ConferenceSession.fixtures(startingAt: start))
        let now = start.addingTimeInterval(-86_400)
        let entries = provider.entries(now: now)
        XCTAssertEqual(entries.first?.date, now)
    }

    func testLastEntryIsAfterEvent() {
        let provider = NowProvider(sessions: ConferenceSession.fixtures(startingAt: start))
        XCTAssertEqual(provider.entries(now: start).last?.phase, .afterEvent)
    }
}
