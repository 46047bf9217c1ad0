//
//  ChatMessagePreviewTests.swift
//

import Foundation
import Testing
@testable import LarkspurChat

@Suite struct ChatMessagePreviewTests {
    @Test func matchesWebPreviewCorpus() throws {
        let url = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/chat-message-preview.json")
        let data = try Data(contentsOf: url)
        let corpus = try JSONDecoder().decode([PreviewCase].self, from: data)
        for c in corpus { #expect(ChatMessagePreview.render(c.markdown) == c.expected) }
    }

}
