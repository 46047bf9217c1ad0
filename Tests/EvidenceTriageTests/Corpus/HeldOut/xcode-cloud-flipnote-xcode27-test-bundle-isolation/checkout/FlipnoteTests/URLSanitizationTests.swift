import Foundation
import Testing
@testable import Flipnote

struct URLSanitizationTests {

    @Test func stripsInviteTokenFromAnalyticsURL() {
        let url = URL(string: "https://flipnote.example/join?invite=abc123&src=share")!
        #expect(url.sanitizedForAnalytics.absoluteString == "https://flipnote.example/join?src=share")
    }
}
