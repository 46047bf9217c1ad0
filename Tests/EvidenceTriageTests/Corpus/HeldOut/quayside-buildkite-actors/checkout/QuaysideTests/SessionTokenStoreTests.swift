import Foundation
import Testing
@testable import Quayside

@Suite struct SessionTokenStoreTests {

    @Test func expiredTokenIsRefreshed() async throws {
        let api = CountingAuthAPI(newToken: "tk-2")
        let store = SessionTokenStore(api: api, current: .expired("tk-1"))
        let token = try await store.validToken()
        #expect(token == "tk-2")
    }

    @Test func concurrentRefreshIssuesSingleRequest() async throws {
        let api = CountingAuthAPI(newToken: "tk-2", latency: .milliseconds(80))
        let store = SessionTokenStore(api: api, current: .expired("tk-1"))
        // Portfolio sync (BGAppRefreshTask), quotes and news all ask at once after wake-up.
        async let a = store.validToken()
        async let b = store.validToken()
        async let c = store.validToken()
        let tokens = try await [a, b, c]
        #expect(Set(tokens) == ["tk-2"])
        #expect(api.refreshCallCount == 1)
    }
}
