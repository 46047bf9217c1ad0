import Testing
@testable import Marrow

@Suite("Share messages")
struct ShareMessageTests {
    @Test("Share text groups listened minutes")
    func shareMessageGroupsMinutes() {
        let message = ShareMessage.milestone(minutes: 31_000)
        #expect(message.text == "I've listened to 31,000 minutes on Marrow 🎧")
    }
}
