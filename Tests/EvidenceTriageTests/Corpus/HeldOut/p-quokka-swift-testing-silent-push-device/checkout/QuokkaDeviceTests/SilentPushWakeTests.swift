import Testing
import UIKit
@testable import Quokka

@Suite("Silent push wake")
struct SilentPushWakeTests {
    @Test("Silent push wakes the app within a minute")
    func silentPushWakesAppWithinAMinute() async throws {
        let lab = try PushLab.connect()            // device-lab APNs sender (sandbox)
        let token = try await PushRegistration.currentToken()
        let sentAt = Date()
        try await lab.send(.contentAvailable(mailbox: "inbox"), to: token)

        let woke = await AppEvents.shared.firstBackgroundWake(timeout: .seconds(60))
        #expect(woke != nil, "app was not woken by content-available push within 60 s")
        if let woke { #expect(woke.timeIntervalSince(sentAt) < 60) }
    }
}
