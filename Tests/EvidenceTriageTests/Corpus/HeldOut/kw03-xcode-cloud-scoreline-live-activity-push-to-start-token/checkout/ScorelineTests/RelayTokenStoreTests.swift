import Testing
@testable import Scoreline

struct RelayTokenStoreTests {
    @Test func startDeliveryKeepsFreshActivityToken() {
        let store = RelayTokenStore()
        store.registerActivityToken("tok-old", for: "match-88")
        // The new activity registered its token before the start delivery was acknowledged.
        store.registerActivityToken("tok-new", for: "match-88")
        store.markStartDelivered(for: "match-88")
        #expect(store.activityToken(for: "match-88") == "tok-new")
    }

    @Test func unknownMatchHasNoToken() {
        #expect(RelayTokenStore().activityToken(for: "match-1") == nil)
    }
}
