import SwiftUI

struct FeedView: View {
    @ObservedObject var model: FeedViewModel
    @State private var isComposing = false

    var body: some View {
        NavigationStack {
            List(model.posts) { post in
                PostRow(post: post)
                    .accessibilityIdentifier("feed_post_\(post.id)")
            }
            .accessibilityIdentifier("feed_list")
            .refreshable { await model.reload() }
            .navigationTitle("Swaps near you")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isComposing = true
                    } label: {
                        Label("New post", systemImage: "square.and.pencil")
                    }
                    // Design tokens v2: identifiers drop the screen prefix (LRK-231).
                    .accessibilityIdentifier("new_post_button")
                }
            }
            .sheet(isPresented: $isComposing) {
                ComposerView(model: ComposerViewModel(feed: model))
                    .accessibilityIdentifier("composer_sheet")
            }
        }
    }
}
