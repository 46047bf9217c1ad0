import Testing
import UIKit
@testable import Tidewright

struct LiveActivitySupportTests {
    @Test func supportedOnIPhone() {
        #expect(LiveActivitySupport.isSupported(idiom: .phone, majorSystemVersion: 18))
    }

    @Test func supportedOnIPadOS26() {
        #expect(LiveActivitySupport.isSupported(idiom: .pad, majorSystemVersion: 26))
    }

    @Test func unsupportedOnIPadOS18() {
        #expect(!LiveActivitySupport.isSupported(idiom: .pad, majorSystemVersion: 18))
    }
}
