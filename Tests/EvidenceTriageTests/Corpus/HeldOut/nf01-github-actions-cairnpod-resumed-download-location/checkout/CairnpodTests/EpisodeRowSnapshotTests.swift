import SnapshotTesting
import SwiftUI
import XCTest
@testable import Cairnpod

final class EpisodeRowSnapshotTests: XCTestCase {
    func testRegularRowLayout() {
        let row = EpisodeRow(episode: .fixture(title: "Ridge walking in fog"), style: .regular)
        assertSnapshot(of: UIHostingController(rootView: row), as: .image(on: .iPhone13))
    }

    func testCompactRowLayout() {
        let row = EpisodeRow(episode: .fixture(title: "Ridge walking in fog", duration: 3_900), style: .compact)
        assertSnapshot(of: UIHostingController(rootView: row), as: .image(on: .iPhoneSe))
    }
}
