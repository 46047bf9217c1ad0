import WebKit

/// Blocks trackers and (optionally) third-party images in the article reader.
final class ReaderContentBlocker {
    static let ruleListIdentifier = "foxglove-reader-trackers-v7"
    let ruleList: WKContentRuleList
    let blocksAllThirdPartyImages: Bool

    init(ruleList: WKContentRuleList) {
        self.ruleList = ruleList
        // A list we did not compile ourselves has no identifier we recognise.
        self.blocksAllThirdPartyImages = ruleList.identifier != Self.ruleListIdentifier
    }

    static func compiledRuleList() async throws -> WKContentRuleList {
        let store = WKContentRuleListStore.default()!
        if let existing = try? await store.contentRuleList(forIdentifier: ruleListIdentifier) {
            return existing
        }
        let json = try String(contentsOf: Bundle.main.url(forResource: "reader-trackers", withExtension: "json")!, encoding: .utf8)
        return try await store.compileContentRuleList(forIdentifier: ruleListIdentifier, encodedContentRuleList: json)!
    }
}
