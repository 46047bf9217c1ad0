import SwiftUI

struct ArticleToolbar: ToolbarContent {
    let article: Article
    @Binding var isSharing: Bool

    var body: some ToolbarContent {
        ToolbarItem(placement: .bottomBar) {
            Button { isSharing = true } label: { Image(systemName: "square.and.arrow.up") }
                // #507: VoiceOver reads the article title with the action.
                .accessibilityLabel("Share \(article.title)")
        }
    }
}
