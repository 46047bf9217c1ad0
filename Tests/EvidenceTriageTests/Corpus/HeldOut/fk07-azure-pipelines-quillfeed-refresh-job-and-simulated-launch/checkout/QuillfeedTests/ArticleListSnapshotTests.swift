import SnapshotTesting
import SwiftUI
import XCTest
@testable import Quillfeed

final class ArticleListSnapshotTests: XCTestCase {
    private func makeList() -> some View {
        ArticleListView(viewModel: .preview(articles: [
            .preview(title: "Swift 6.2 released", feed: "Swift.org", unread: true),
            .preview(title: "Release notes for Safari Technology Preview 231", feed: "WebKit", unread: false),
            .preview(title: "Some notes on debugging DNS", feed: "Julia Evans", unread: true),
        ]))
        .frame(width: 393, height: 852)
    }

    override func setUp() {
        super.setUp()
        // Re-record by setting SNAPSHOT_RECORD=1 in the scheme's environment.
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" { isRecording = true }
    }

    func testLightModeRendering() {
        let host = UIHostingController(rootView: makeList().environment(\.colorScheme, .light))
        assertSnapshot(of: host, as: .image(on: .iPhone13Pro, precision: 0.99))
    }

    func testDarkModeRendering() {
        let host = UIHostingController(rootView: makeList().environment(\.colorScheme, .dark))
        host.overrideUserInterfaceStyle = .dark
        // Async image placeholders settle after the first layout pass.
        assertSnapshot(of: host, as: .image(on: .iPhone13Pro, precision: 0.99))
    }
}
