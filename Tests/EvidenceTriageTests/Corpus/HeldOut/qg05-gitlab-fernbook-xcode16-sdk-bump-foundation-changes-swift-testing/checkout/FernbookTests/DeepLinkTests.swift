import Foundation
import Testing
@testable import Fernbook

@Suite struct DeepLinkTests {
    @Test func bridgedComponentsKeepEncodedQuery() {
        let legacy = NSURLComponents(string: "fernbook://import?url=https%3A%2F%2Fexample.com%2Fr%2F42")!
        let link = DeepLinkRouter.normalizedImportLink(from: legacy)
        #expect(link == "fernbook://import?url=https%3A%2F%2Fexample.com%2Fr%2F42")
    }

    @Test func unknownHostIsIgnored() {
        #expect(DeepLinkRouter.normalizedImportLink(from: NSURLComponents(string: "fernbook://")!) == "fernbook://")
    }
}
