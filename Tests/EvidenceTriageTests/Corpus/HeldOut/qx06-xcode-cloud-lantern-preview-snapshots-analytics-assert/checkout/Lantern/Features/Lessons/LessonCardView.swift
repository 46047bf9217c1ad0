import SwiftUI

struct LessonCardView: View {
    let viewModel: LessonCardViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(viewModel.title).font(.headline)
            ProgressView(value: viewModel.progress)
        }
        .padding()
        .onAppear { viewModel.cardAppeared() }
    }
}

final class LessonCardViewModel {
    let title: String
    let progress: Double
    private let analytics: AnalyticsProviding

    init(title: String, progress: Double, analytics: AnalyticsProviding) {
        self.title = title
        self.progress = progress
        self.analytics = analytics
    }

    func cardAppeared() {
        analytics.track(screen: "lesson_card", properties: ["title": title])
    }
}

#Preview {
    let container = AppDiContainer.createPreviewContainer()
    return LessonCardView(viewModel: LessonCardViewModel(title: "Knowing God Personally", progress: 0.4, analytics: container.analytics))
}
