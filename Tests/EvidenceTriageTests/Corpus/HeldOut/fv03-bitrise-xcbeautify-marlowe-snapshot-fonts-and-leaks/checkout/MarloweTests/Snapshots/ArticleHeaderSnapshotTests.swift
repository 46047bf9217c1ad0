import SnapshotTesting
import SwiftUI
import XCTest
@testable import Marlowe

final class ArticleHeaderSnapshotTests: XCTestCase {
    private let article = Article.fixture(
        title: "The Quiet Return of the Night Train",
        dek: "Sleeper services are back across Europe. Who is riding them?",
        byline: "Ines Okafor",
        readingMinutes: 14
    )

    func testHeaderLightMode() {
        let view = ArticleHeaderView(article: article)
            .frame(width: 393)
            .environment(\.colorScheme, .light)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.98))
    }

    func testHeaderDarkMode() {
        let view = ArticleHeaderView(article: article)
            .frame(width: 393)
            .environment(\.colorScheme, .dark)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.98))
    }
}
