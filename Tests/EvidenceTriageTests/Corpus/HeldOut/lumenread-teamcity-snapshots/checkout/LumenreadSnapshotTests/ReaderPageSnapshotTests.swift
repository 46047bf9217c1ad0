import SnapshotTesting
import SwiftUI
import XCTest
@testable import Lumenread

final class ReaderPageSnapshotTests: XCTestCase {

    override func invokeTest() {
        withSnapshotTesting(record: .never) { super.invokeTest() }
    }

    func testChapterOpening() {
        let page = ReaderPageView(page: .fixture(chapter: 3, paragraphs: 4), typography: .default)
        let host = UIHostingController(rootView: page)
        assertSnapshot(of: host, as: .image(precision: 0.99))
    }
}
