import SwiftUI

struct ReaderView: View {
    let article: Article
    @State private var offset: CGFloat = 0
    @State private var contentHeight: CGFloat = 1
    @SceneStorage("reader.position") private var storedPosition: Double = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(article.title).font(.largeTitle.bold())
                Text(article.byline).foregroundStyle(.secondary)
                ForEach(article.paragraphs) { paragraph in
                    Text(paragraph.text).id(paragraph.id)
                }
            }
            .padding()
            .background(GeometryReader { geo in
                Color.clear
                    .preference(key: OffsetKey.self, value: -geo.frame(in: .named("reader")).minY)
                    .onAppear { contentHeight = geo.size.height }
            })
        }
        .coordinateSpace(name: "reader")
        .onPreferenceChange(OffsetKey.self) { offset = $0 }
        .overlay(alignment: .bottomTrailing) {
            Text("\(Int(storedPosition * 100))%").accessibilityIdentifier("reader.position").padding()
        }
        .navigationBarTitleDisplayMode(.inline)
        .onChange(of: offset) { value in
            storedPosition = Double(value / max(contentHeight, 1))
        }
    }
}

private struct OffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
