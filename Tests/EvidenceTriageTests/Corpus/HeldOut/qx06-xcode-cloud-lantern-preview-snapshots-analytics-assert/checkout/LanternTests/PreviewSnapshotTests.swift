import SnapshotTesting
import SwiftUI
import XCTest
@testable import Lantern

final class PreviewSnapshotTests: XCTestCase {
    let container = AppDiContainer.createPreviewContainer()

    func testLessonCardPreview() {
        let view = LessonCardView(viewModel: LessonCardViewModel(title: "Knowing God Personally", progress: 0.4, analytics: container.analytics))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }

    func testToolDetailsPreview() {
        let view = ToolDetailsView(viewModel: .preview(container: container))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }
}
