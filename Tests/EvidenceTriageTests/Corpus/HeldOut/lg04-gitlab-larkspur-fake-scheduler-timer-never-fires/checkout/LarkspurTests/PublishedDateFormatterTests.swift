import Foundation
import Testing
@testable import Larkspur

@Suite struct PublishedDateFormatterTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func relativeToday() {
        #expect(PublishedDateFormatter.string(for: now.addingTimeInterval(-3_600), relativeTo: now) == "Today")
    }

    @Test func relativeYesterday() {
        #expect(PublishedDateFormatter.string(for: now.addingTimeInterval(-86_400), relativeTo: now) == "Yesterday")
    }
}
