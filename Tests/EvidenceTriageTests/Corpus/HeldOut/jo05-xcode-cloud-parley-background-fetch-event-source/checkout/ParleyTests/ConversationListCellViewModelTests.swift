import XCTest
@testable import Parley

final class ConversationListCellViewModelTests: XCTestCase {
    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    func testTimestampForYesterdayIsCapitalized() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let vm = ConversationListCellViewModel(lastMessageDate: now.addingTimeInterval(-86_400), now: now, calendar: calendar)
        XCTAssertEqual(vm.timestampText, "Yesterday")
    }
}
