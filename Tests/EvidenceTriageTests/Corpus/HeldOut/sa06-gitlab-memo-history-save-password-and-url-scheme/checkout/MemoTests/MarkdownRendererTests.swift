import Testing
@testable import Memo

@Suite("Markdown rendering")
struct MarkdownRendererTests {
    @Test("Checked checklist items render checked")
    func checkedItemRendersChecked() {
        let html = MarkdownRenderer.html("- [x] buy milk")
        #expect(html == "<li><input type=\"checkbox\" checked disabled>buy milk</li>")
    }

    @Test func plainBulletRendersListItem() {
        #expect(MarkdownRenderer.html("- eggs") == "<li>eggs</li>")
    }
}
