import Testing
@testable import Lumen

@Suite struct MessageSearchTests {
    @Test func searchIsDiacriticInsensitive() {
        let index = MessageSearchIndex(messages: [.init(id: "m7", text: "Vamos ao café amanhã?")])
        let results = index.search("cafe")
        #expect(results.map(\.id) == ["m7"])
    }

    @Test func emptyQueryReturnsNothing() {
        let index = MessageSearchIndex(messages: [.init(id: "m1", text: "hi")])
        #expect(index.search("").isEmpty)
    }
}
