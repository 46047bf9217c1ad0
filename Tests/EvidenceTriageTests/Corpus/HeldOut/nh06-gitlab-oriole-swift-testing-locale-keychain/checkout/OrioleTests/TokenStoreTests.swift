import Testing
import Foundation
@testable import Oriole

@Suite(.serialized) struct TokenStoreTests {
    let store = KeychainTokenStore(service: "app.oriole.session")

    @Test func tokenRoundTrips() throws {
        try store.save(SessionToken(value: "fixture-session", expires: .distantFuture))
        #expect(try store.load()?.value == "fixture-session")
        try store.delete()
    }
}
