import Testing
@testable import CobaltRelay

struct SessionStoreTests {
    static var sharedDefaults = UserDefaults(suiteName: "cobalt.tests")!

    @Test func forgetsHostOnSignOut() {
        let store = SessionStore(defaults: Self.sharedDefaults)
        store.lastHost = "relay-b.local"
        store.signOut()
        #expect(store.lastHost == nil)
    }

    @Test func restoresLastHost() {
        let store = SessionStore(defaults: Self.sharedDefaults)
        store.lastHost = "relay-a.local"
        let restored = SessionStore(defaults: Self.sharedDefaults)
        #expect(restored.lastHost == "relay-a.local")
    }
}
