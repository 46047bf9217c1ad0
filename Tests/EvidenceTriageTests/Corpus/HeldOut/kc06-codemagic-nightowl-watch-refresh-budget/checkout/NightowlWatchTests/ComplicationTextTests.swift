import Foundation
import Testing
@testable import NightowlWatch_Watch_App

struct ComplicationTextTests {
    private let now = Date(timeIntervalSince1970: 1_796_100_000)

    @Test func staleReadingShowsMinutesAgo() {
        let text = ComplicationText.age(of: now.addingTimeInterval(-12 * 60), now: now)
        #expect(text == "12 min ago")
    }
}
