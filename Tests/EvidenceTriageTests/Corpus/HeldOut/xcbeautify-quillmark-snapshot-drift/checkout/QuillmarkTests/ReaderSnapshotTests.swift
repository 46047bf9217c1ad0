//
//  ReaderSnapshotTests.swift
//

import XCTest
import SnapshotTesting
@testable import Quillmark

final class ReaderSnapshotTests: XCTestCase {
    func testArticleCard() {
        let view = ArticleCardView(article: .fixture(title: "Tides of the North Sea"))
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13)))
    }

    func testSettingsHierarchy() {
        let vc = ReaderSettingsViewController()
        assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhone13))
    }

}
